/// Scans one Swift source file lexically and extracts its facts.
///
/// Scanning never throws and never traps on any input bytes: problems become
/// `ScanDiagnostic` values in the result.
public enum SourceScanner {
    /// Scans `bytes` (the whole file) and returns its facts. `path` is stored as given.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> FileFacts {
        FileFacts(path: path, byteCount: bytes.count)
    }

    /// Convenience for tests and small inputs.
    public static func scan(_ source: String, path: String = "<memory>") -> FileFacts {
        var copy = source
        return copy.withUTF8 { scan($0, path: path) }
    }

    /// Convenience for raw bytes.
    public static func scan(bytes: [UInt8], path: String) -> FileFacts {
        bytes.withUnsafeBufferPointer { scan($0, path: path) }
    }
}
