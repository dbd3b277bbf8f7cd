/// A fingerprint of what the scanner extracts, for the fact cache's salt: the facts of a fixed source that
/// uses every kind of fact, encoded and hashed. A change to the lexer or the extractor that changes the facts
/// of this source changes the fingerprint, so a development build does not read facts an older build wrote
/// under the same version number. (`FactCacheFile.formatVersion` is still bumped when the layout changes.)
public enum ScannerFingerprint {
    /// The fingerprint, 32 hexadecimal digits.
    public static let current: String = {
        let facts = SourceScanner.scan(probe, path: "Probe.swift")
        let key = FactCodec.encode(facts).withUnsafeBufferPointer(ContentKey.init)
        return hex(key.high) + hex(key.low)
    }()

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Imports with attributes, kinds and conditions; nested and generic declarations with constraints,
    /// attributes and conformances; extensions, type aliases, a macro and a preview; references, constructions
    /// and member uses in bodies, closures, string interpolations and default arguments; `#if` branches (nested,
    /// with `#elseif` and `#else`); comment directives; raw strings, a regular expression literal and a
    /// diagnostic.
    static let probe = #"""
        @testable import Domain
        @_spi(Internal) public import struct Kit.Token
        #if canImport(UIKit)
        import UIKit
        #elseif os(macOS)
        import AppKit
        #else
        import Foundation
        #endif

        // archlint:disable:next inject-dont-construct -- the composition root
        @MainActor public final class ProfileViewModel<Item: Identifiable & Sendable>: ObservableObject, @unchecked Sendable
        where Item.ID == String {
            struct Row: Hashable { let title: String; let badge: Badge? }
            enum Badge: Int, CaseIterable { case new, hot }
            @Published private(set) var rows: [Row] = []
            private let repository = ProfileRepositoryImplementation(session: URLSession.shared)
            init(clock: any Clock<Duration> = ContinuousClock()) {}
            #if DEBUG
            #if targetEnvironment(simulator)
            let clock = SimulatorClock.init()
            #endif
            #endif
            func load() async throws -> [Row] {
                let pattern = /Order-(\d+)/
                let text = #"raw \(not) interpolated"#
                _ = "total: \(Currency.format(Decimal(10)))"
                return try await repository.rows(matching: pattern, text).map { Row(title: $0, badge: .new) }
            }
        }

        extension ProfileViewModel.Row: Codable where Item: Codable {}
        public typealias Rows = [ProfileViewModel<User>.Row]
        protocol Store<State>: AnyObject { associatedtype State; func send(_ action: Action) }
        @freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        actor Cache { var entries: [String: Entry] = [:] }
        #Preview { ProfileScreen(model: .preview) }
        let broken = "never closed
        """#
}
