#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The facts of files scanned by an earlier run, so that a run lexes and extracts only the files that changed
/// since (`check --cache-path`).
///
/// Facts depend on a file's bytes alone, so they are found by the file's content (`ContentKey`): the policy,
/// the paths and the file's name are not part of a key, and a fresh checkout of unchanged files finds them all.
/// A file whose `FileStamp` is the one recorded with its facts is not even read. What an Xcode project declares is
/// kept too, found by the project file's content and place. An entry that does not check out is scanned again, a
/// cache from another format or another archlint (`salt`) starts empty, and a file at the cache's path that is
/// not a fact cache is neither read nor replaced. The layout is `FactCacheFile`'s.
///
/// A run records, per file scanned, the entry it used or made, from any worker thread (each file's slot is
/// written once); `finish()` then gives the cache to write for the next run: the entries of this run's files
/// only, so that it never grows past the tree.
public final class FactCache: @unchecked Sendable {
    /// What made a loaded cache unusable, said once as a warning. Lowercase, without the path.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// The file could not be read (not for a missing file, which is a cold start).
        case unreadable(String)
        /// The file does not start with the cache's magic bytes: it is not a cache, and is left alone.
        case notACache

        public var description: String {
            switch self {
            case .unreadable(let reason): "cannot be read (\(reason)); every file is scanned and it is not replaced"
            case .notACache: "not an archlint fact cache; not used and not replaced"
            }
        }
    }

    /// The name of the cache file kept in a folder given as the cache's path.
    public static let fileName = "archlint-facts.cache"

    public let problem: Problem?
    /// Whether a file may be written at the cache's path: not when what lies there could not be read or is not a
    /// cache.
    public var isWritable: Bool { problem == nil }
    private let salt: String
    /// The loaded cache's bytes, and what they hold.
    private var stored: [UInt8]
    private var file: FactCacheFile
    /// The loaded stamps by path (the file's list of them is let go once they are here).
    private var stamps: [String: FactCacheFile.StampRecord]
    /// How many stamps the loaded cache listed: more than `stamps` holds when it listed a path twice.
    private let loadedStampCount: Int
    /// When the run started, for `FileStamp.isSettled`.
    private let now: Int64
    private var slots = ResultSlots<Slot?>(count: 0)
    /// The Xcode projects the run read, by key (few: recorded under a lock).
    private var projects: [ContentKey: FactCacheFile.Facts] = [:]
    private let projectsLock = Lock()

    /// What a file of the run took from the cache or gave it.
    private struct Slot {
        var key: ContentKey
        var facts: FactCacheFile.Facts
        /// The file's stamp, when it may be recorded (`FileStamp.isSettled`).
        var stamp: FactCacheFile.StampRecord?
    }

    /// The cache file `path` names: the path itself, or `fileName` inside it when it is a folder.
    public static func filePath(for path: String) -> String {
        guard case .success(let status) = POSIX.status(path, followLinks: true), status.type == .directory else {
            return path
        }
        return path.hasSuffix("/") ? path + fileName : path + "/" + fileName
    }

    /// An empty cache: every file is scanned.
    public convenience init(salt: String) {
        self.init(salt: salt, stored: [], problem: nil)
    }

    /// The cache that `bytes` (a cache file's contents) hold; empty when they were written by another format or
    /// with another `salt`.
    public convenience init(salt: String, bytes: [UInt8]) {
        self.init(salt: salt, bytes: bytes, now: FileStamp.now())
    }

    /// The cache that `bytes` hold, for a run that started at `now` (seconds since 1970).
    convenience init(salt: String, bytes: [UInt8], now: Int64) {
        guard bytes.starts(with: FactCacheFile.magic) else {
            self.init(salt: salt, stored: [], problem: .notACache, now: now)
            return
        }
        self.init(salt: salt, stored: bytes, problem: nil, now: now)
    }

    /// The cache in the file at `path`: empty (and to be written) when there is none, and with a `problem` when
    /// it cannot be read or is not a cache.
    public convenience init(salt: String, path: String) {
        if case .failure(let missing) = POSIX.status(path, followLinks: false), missing.code == ENOENT {
            self.init(salt: salt)
            return
        }
        do {
            self.init(salt: salt, bytes: try FileReader.contents(ofFile: path))
        } catch {
            self.init(salt: salt, stored: [], problem: .unreadable(error.reason))
        }
    }

    private init(salt: String, stored: [UInt8], problem: Problem?, now: Int64 = FileStamp.now()) {
        self.now = now
        self.salt = salt
        self.problem = problem
        file = FactCacheFile(stored, salt: salt)
        self.stored = file.keys.isEmpty && file.projects.isEmpty ? [] : stored
        stamps = Dictionary(file.stamps.map { ($0.path, $0) }) { _, last in last }
        loadedStampCount = file.stamps.count
        file.stamps = []
    }

    /// Makes room for a run's `count` files (called before a scan).
    func begin(fileCount count: Int) {
        slots = ResultSlots(count: count)
    }

    /// The facts of file `index` of the run, at `path`, when the file's stamp is the one recorded with them: the
    /// file was not written since, and is not read. The file is looked at (`stat`) only when a stamp is recorded
    /// for its path.
    func unchangedFacts(forFile index: Int, path: String, relativePath: String, sharing shared: inout SharedNames)
        -> FileFacts?
    {
        guard let record = stamps[path], FileStamp.of(path) == record.stamp, let range = file.entries[record.key],
            let facts = decode(range, key: record.key, path: relativePath, sharing: &shared)
        else { return nil }
        slots.store(Slot(key: record.key, facts: .reused(range), stamp: record), at: index)
        return facts
    }

    /// The facts of file `index` of the run, at `path`, whose bytes are `bytes`: from the cache when it holds
    /// them, else from `scan`, and recorded either way (with the file's `stamp`, taken as it was read, when it is
    /// settled).
    func facts(
        forFile index: Int, bytes: UnsafeBufferPointer<UInt8>, path: String, relativePath: String, stamp: FileStamp?,
        sharing shared: inout SharedNames, scan: (inout SharedNames) -> FileFacts
    ) -> FileFacts {
        let key = ContentKey(bytes)
        // The stamp is recorded only when it is the stamp of the bytes read (a file written while it was read
        // has another size or, a moment later, another stamp) and settled.
        let record = stamp.flatMap { stamp in
            stamp.size == UInt64(bytes.count) && stamp.isSettled(before: now)
                ? FactCacheFile.StampRecord(path: path, stamp: stamp, key: key) : nil
        }
        if let range = file.entries[key], let cached = decode(range, key: key, path: relativePath, sharing: &shared) {
            slots.store(Slot(key: key, facts: .reused(range), stamp: record), at: index)
            return cached
        }
        let facts = scan(&shared)
        slots.store(Slot(key: key, facts: .made(FactCodec.encode(facts)), stamp: record), at: index)
        return facts
    }

    /// What the Xcode project file at root-relative `path`, whose bytes are `bytes`, declares: from the cache
    /// when it holds the same file at the same place (the targets' paths depend on both), else from `read`, and
    /// recorded either way. Safe to call from any thread.
    func project(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, absoluteRoot: String?, read: () -> ProjectManifest
    ) -> ProjectManifest {
        let key = ContentKey(bytes).salted(with: path + "\u{0}" + (absoluteRoot ?? ""))
        if let range = file.projects[key],
            let cached = stored.withUnsafeBytes({ raw in
                FactCacheFile.verified(range, of: raw, key: key).flatMap(ProjectManifestCodec.decode)
            })
        {
            record(project: key, .reused(range))
            return cached
        }
        let manifest = read()
        record(project: key, .made(ProjectManifestCodec.encode(manifest)))
        return manifest
    }

    private func record(project key: ContentKey, _ facts: FactCacheFile.Facts) {
        projectsLock.lock()
        defer { projectsLock.unlock() }
        projects[key] = facts
    }

    /// The facts of the entry of `key` at `range`, when its checksum checks out and they read.
    private func decode(_ range: Range<Int>, key: ContentKey, path: String, sharing shared: inout SharedNames)
        -> FileFacts?
    {
        stored.withUnsafeBytes { raw in
            guard let facts = FactCacheFile.verified(range, of: raw, key: key) else { return nil }
            return FactCodec.decode(facts, path: path, sharing: &shared)
        }
    }

    /// What a run did with the cache, once its scan is done.
    public struct Use: Sendable {
        /// The cache file for the next run, holding the facts of this run's files (each content once, in the
        /// run's order) and their settled stamps; nil when it would hold what the loaded one holds, so that an
        /// unchanged tree writes nothing.
        public var contents: [UInt8]?
        /// How many files' facts came from the cache, and how many were scanned.
        public var reused = 0
        public var scanned = 0
    }

    /// What the run's scan did with the cache, and the cache to write for the next run (called once: the loaded
    /// cache is let go, so that its memory is free for the rest of the run). Only the files at `kept` (indices of
    /// the scan's files, ascending; all when nil) count: a file the run set aside (a test target's source, which a
    /// worker may or may not have scanned by then) must not change the cache from run to run.
    public func finish(keeping kept: [Int]? = nil) -> Use {
        defer {
            stored = []
            file = FactCacheFile()
            stamps = [:]
            projects = [:]
        }
        var use = Use()
        var unique: [ContentKey: FactCacheFile.Facts] = [:]
        var keys: [ContentKey] = []
        var records: [FactCacheFile.StampRecord] = []
        let recorded = slots.values(missing: { nil })
        for case let slot? in kept.map({ $0.map { recorded[$0] } }) ?? recorded {
            if case .made = slot.facts { use.scanned += 1 } else { use.reused += 1 }
            if let record = slot.stamp { records.append(record) }
            if unique.updateValue(slot.facts, forKey: slot.key) == nil { keys.append(slot.key) }
        }
        let projectKeys = projects.keys.sorted { ($0.high, $0.low, $0.byteCount) < ($1.high, $1.low, $1.byteCount) }
        let projectsChanged =
            Set(projectKeys) != Set(file.projects.keys)
            || projects.values.contains { if case .made = $0 { true } else { false } }
        // The same stamps in another order read back as the same stamps.
        let stampsChanged =
            records.count != loadedStampCount || stamps.count != loadedStampCount
            || records.contains { stamps[$0.path] != $0 }
        guard use.scanned > 0 || keys != file.keys || stampsChanged || projectsChanged else { return use }
        use.contents = FactCacheFile.bytes(
            salt: salt, entries: keys.compactMap { key in unique[key].map { (key, $0) } }, stored: stored,
            stamps: records, projects: projectKeys.compactMap { key in projects[key].map { (key, $0) } })
        return use
    }
}
