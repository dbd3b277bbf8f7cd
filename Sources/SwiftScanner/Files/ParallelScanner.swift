import Dispatch
import Foundation

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

/// Reads whole files with POSIX `open`/`read` into a caller-owned, reusable buffer.
enum FileReader {
    /// Reads `path` into `buffer` (grown as needed) and returns the number of bytes read.
    static func read(_ path: String, into buffer: inout [UInt8]) -> Result<Int, POSIX.StatusError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(POSIX.StatusError(code: errno)) }
        defer { close(descriptor) }
        var info = stat()
        var expectedSize = -1
        if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG {
            expectedSize = Int(info.st_size)
            if expectedSize + 1 > buffer.count { buffer = [UInt8](repeating: 0, count: expectedSize + 1) }
        }
        if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 4096) }
        var total = 0
        while true {
            // A regular file read up to the size fstat gave is complete: no extra read to see its end.
            if total == expectedSize && total > 0 { return .success(total) }
            if total == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
            let count = buffer.withUnsafeMutableBytes { raw in
                POSIX.read(descriptor, raw.baseAddress! + total, raw.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(POSIX.StatusError(code: errno))
            }
            if count == 0 { return .success(total) }
            total += count
        }
    }

    /// Reads the whole file into a new array.
    static func readAll(_ path: String) -> Result<[UInt8], POSIX.StatusError> {
        var buffer: [UInt8] = []
        return read(path, into: &buffer).map { Array(buffer[0..<$0]) }
    }
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
        let results = ResultSlots(count: files.count)
        let next = WorkIndex()
        let threadCount = max(1, min(workers, files.count))
        DispatchQueue.concurrentPerform(iterations: threadCount) { _ in
            var buffer: [UInt8] = []
            while let index = next.take(below: files.count) {
                progress?(index + 1, files.count)
                results.store(scanOne(files[index], buffer: &buffer), at: index)
            }
        }
        return results.values()
    }

    private static func scanOne(_ file: DiscoveredFile, buffer: inout [UInt8]) -> ScanOutcome {
        switch FileReader.read(file.path, into: &buffer) {
        case .failure(let error):
            return .failed(path: file.path, message: "cannot read file: " + error.message)
        case .success(let count):
            return buffer.withUnsafeBufferPointer { pointer in
                .scanned(SourceScanner.scan(UnsafeBufferPointer(rebasing: pointer[0..<count]), path: file.relativePath))
            }
        }
    }

    /// A shared counter handing out file indices.
    private final class WorkIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }

    /// One slot per file; each slot is written by exactly one worker.
    private final class ResultSlots: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<ScanOutcome?>
        private let count: Int

        init(count: Int) {
            self.count = count
            slots = UnsafeMutablePointer<ScanOutcome?>.allocate(capacity: max(count, 1))
            slots.initialize(repeating: nil, count: max(count, 1))
        }

        deinit {
            slots.deallocate()
        }

        func store(_ outcome: ScanOutcome, at index: Int) { slots[index] = outcome }

        /// Moves the outcomes out (called once, after every slot was stored); the slots are empty afterwards.
        func values() -> [ScanOutcome] {
            (0..<count).map { (slots + $0).move() ?? .failed(path: "", message: "not scanned") }
        }
    }
}
