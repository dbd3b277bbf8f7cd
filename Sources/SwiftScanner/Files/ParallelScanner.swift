import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The result of scanning one discovered file.
public enum ScanOutcome: Sendable {
    case scanned(FileFacts)
    /// The file could not be read; `message` is lowercase, e.g. `cannot read file: permission denied`.
    case failed(path: String, message: String)
}

/// Scans many files on all cores. Results come back in input order; file contents are not kept.
public enum ParallelScanner {
    /// Scans `files` with `workers` threads, each reusing one read buffer. `FileFacts.path` is the file's
    /// `relativePath`.
    /// `progress`, when given, is called (from any worker thread) with the number of files started so far
    /// and the total, as each file is taken.
    public static func scan(
        _ files: [DiscoveredFile], workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: (@Sendable (_ started: Int, _ total: Int) -> Void)? = nil
    ) -> [ScanOutcome] {
        scan(files, after: 0, { _ in }, workers: workers, progress: progress)
    }

    /// Like `scan`, but the workers first run `task` for every index below `taskCount` (in order), then
    /// go on with the files: work that must be done anyway shares the cores with the scan instead of
    /// running before it. The worker that finishes the last task (or the first worker, when there are no
    /// tasks) then runs `whenTasksDone` while the others scan; the file indices it returns are not scanned
    /// (their outcomes say so), unless a worker had already taken them. With a `cache`, a file whose content it
    /// holds is not lexed (and one not written since it was recorded is not read), and every file's facts are
    /// recorded in it for the next run.
    public static func scan(
        _ files: [DiscoveredFile], after taskCount: Int, _ task: (Int) -> Void,
        whenTasksDone: () -> [Int] = { [] },
        workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        progress: (@Sendable (_ started: Int, _ total: Int) -> Void)? = nil,
        cpuTime: ScanCPUTimeSink? = nil, cache: FactCache? = nil
    ) -> [ScanOutcome] {
        let results = ResultSlots<ScanOutcome>(count: files.count)
        cache?.begin(fileCount: files.count)
        let next = WorkIndex(tasks: taskCount, total: taskCount + files.count)
        let threadCount = max(1, min(workers, taskCount + files.count))
        DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
            var buffer: [UInt8] = []
            var timing: ScanCPUTime? = cpuTime.map { _ in ScanCPUTime() }
            var names = SharedNames()
            var storage = ExtractorStorage()
            defer { timing.map { cpuTime?.add($0) } }
            if taskCount == 0 && next.claimFollowUp() { next.skip(whenTasksDone(), offset: 0) }
            while let index = next.take() {
                guard index >= taskCount else {
                    task(index)
                    if next.finishTask() { next.skip(whenTasksDone(), offset: taskCount) }
                    continue
                }
                progress?(index - taskCount + 1, files.count)
                results.store(
                    scanOne(
                        files[index - taskCount], index: index - taskCount, cache: cache, buffer: &buffer,
                        timing: &timing, names: &names, storage: &storage),
                    at: index - taskCount)
            }
        }
        return results.values { .failed(path: "", message: "not scanned") }
    }

    private static func scanOne(
        _ file: DiscoveredFile, index: Int, cache: FactCache?, buffer: inout [UInt8], timing: inout ScanCPUTime?,
        names: inout SharedNames, storage: inout ExtractorStorage
    ) -> ScanOutcome {
        let start = timing == nil ? 0 : ScanClock.now()
        if let cache,
            let facts = cache.unchangedFacts(
                forFile: index, path: file.path, relativePath: file.relativePath, sharing: &names)
        {
            if timing != nil { timing?.facts += ScanClock.seconds(from: start, to: ScanClock.now()) }
            return .scanned(facts)
        }
        var stamp: FileStamp?
        let read = FileReader.read(file.path, into: &buffer, stamp: &stamp)
        let readEnd = timing == nil ? 0 : ScanClock.now()
        if timing != nil { timing?.read += ScanClock.seconds(from: start, to: readEnd) }
        switch read {
        case .failure(let error):
            return .failed(path: file.path, message: "cannot read file: " + error.reason)
        case .success(let count):
            return buffer.withUnsafeBufferPointer { pointer in
                let bytes = UnsafeBufferPointer(rebasing: pointer[0..<count])
                guard let cache else {
                    return .scanned(
                        SourceScanner.scan(
                            bytes, path: file.relativePath, timing: &timing, sharing: &names, storage: &storage))
                }
                let spentBefore = timing.map { $0.lex + $0.facts } ?? 0
                let facts = cache.facts(
                    forFile: index, bytes: bytes, path: file.path, relativePath: file.relativePath, stamp: stamp,
                    sharing: &names
                ) {
                    SourceScanner.scan(bytes, path: file.relativePath, timing: &timing, sharing: &$0, storage: &storage)
                }
                // The cache's own work (hashing the file, reading or encoding its facts) counts as fact extraction.
                if let total = timing.map({ $0.lex + $0.facts }) {
                    timing?.facts += ScanClock.seconds(from: readEnd, to: ScanClock.now()) - (total - spentBefore)
                }
                return .scanned(facts)
            }
        }
    }

    /// A shared counter handing out task and file indices, counting the tasks finished and passing over
    /// the indices marked as skipped.
    private final class WorkIndex: @unchecked Sendable {
        private let lock = Lock()
        private var value = 0
        private let total: Int
        private var unfinishedTasks: Int
        private var followUpClaimed = false
        private var skipped: [Bool] = []

        init(tasks: Int, total: Int) {
            unfinishedTasks = tasks
            self.total = total
        }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            while value < total && value < skipped.count && skipped[value] { value += 1 }
            guard value < total else { return nil }
            value += 1
            return value - 1
        }

        /// Counts one task done; true for the last one.
        func finishTask() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            unfinishedTasks -= 1
            return unfinishedTasks == 0
        }

        /// True once: for the worker that runs the follow-up when there are no tasks.
        func claimFollowUp() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            defer { followUpClaimed = true }
            return !followUpClaimed
        }

        /// Marks `indices` (file indices, `offset` added) as not to be handed out.
        func skip(_ indices: [Int], offset: Int) {
            guard !indices.isEmpty else { return }
            lock.lock()
            defer { lock.unlock() }
            if skipped.isEmpty { skipped = [Bool](repeating: false, count: total) }
            for index in indices { skipped[index + offset] = true }
        }
    }

}

/// One slot per work item; each slot is written by exactly one worker.
final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Value?>.allocate(capacity: max(count, 1))
        slots.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) { slots[index] = value }

    /// Moves the values out (called once, after every slot was stored; `missing` stands for a slot never
    /// stored); the slots are empty afterwards.
    func values(missing: () -> Value) -> [Value] {
        (0..<count).map { (slots + $0).move() ?? missing() }
    }
}
