@testable import SwiftScanner

/// Checks that what the manifest reader found points into its file.
enum ManifestPositions {
    /// Descriptions of the positions of `manifest` (targets, their dependencies, package dependencies and
    /// diagnostics) that lie outside `bytes`: a line below 1 or past the last, or a column below 1 or more than
    /// one byte past the end of its line.
    static func outsideFile(_ manifest: PackageManifest, _ bytes: [UInt8]) -> [String] {
        let lengths = FactPositions.lineLengths(bytes)
        var positions: [(String, SourcePosition)] = []
        for target in manifest.targets {
            positions.append(("target \(target.name)", target.position))
            positions += target.dependencies.map { ("dependency \($0.name)", $0.position) }
        }
        positions += manifest.packageDependencies.map { ("package \($0.identity)", $0.position) }
        positions += manifest.diagnostics.map { ("diagnostic \($0.message)", $0.position) }
        return positions.compactMap { what, position in
            let line = position.line
            let inside =
                line >= 1 && line <= lengths.count && position.column >= 1 && position.column <= lengths[line - 1] + 1
            return inside ? nil : "\(what) at \(line):\(position.column) (\(lengths.count) lines)"
        }
    }
}
