import SwiftScanner

/// Which types are views by what they are, not by their names: types of the tree that inherit from a UIKit
/// or AppKit view or view controller (directly or through the tree's own classes) or conform to SwiftUI's
/// `View` (directly, in an extension, or through a protocol of the tree), and external view type names.
/// An `enum FocusedInputView` or a plain `struct SummaryView` is not a view.
public struct ViewTypes: Sendable {
    /// External type names that are views or view controllers (matched against a name's last component).
    public static let externalViewNames = [
        "View", "AnyView", "*ViewController", "UI*View", "UI*Controller", "UI*Cell", "UIButton", "UILabel",
        "UIControl", "UISwitch", "UISlider", "UITextField", "UIWindow", "UIViewRepresentable",
        "UIViewControllerRepresentable", "NS*View", "NSWindow", "NSWindowController",
        "NSButton", "NSTextField", "NSControl", "NSHostingController", "NSViewRepresentable",
        "NSViewControllerRepresentable",
    ]
    private static let externalGlobs = Glob.compiling(externalViewNames)

    /// Per symbol of the model's table: whether it is a view.
    private let views: [Bool]

    /// Classifies every symbol of `model`.
    public init(model: ArchitectureModel) {
        let files = model.files
        let symbols = model.symbols
        // The files in a few strides on all cores; each stride matches an inherited name against the view globs
        // once (names such as `Codable` and `View` repeat across a tree).
        let directViews = files.concurrentStrides { fileIndices in
            var found: [SymbolID] = []
            var externalView: [String: Bool] = [:]
            for fileIndex in fileIndices {
                let context = LookupContext(scopes: [], genericParameters: [], file: fileIndex, layer: .none)
                let declarations = files[fileIndex].declarations
                for index in declarations.indices where !declarations[index].inherits.isEmpty {
                    let declaration = declarations[index]
                    let symbol =
                        declaration.kind == .extension
                        ? symbols.resolve(declaration.name, in: context)
                        : symbols.symbol(file: fileIndex, declaration: index)
                    guard let symbol else { continue }
                    let inherited = ConformanceGraph.typeNames(inInheritanceList: declaration.inherits)
                    let inheritsAView = inherited.contains { name in
                        let isView: Bool
                        if let known = externalView[name] {
                            isView = known
                        } else {
                            isView = Self.isExternalView(name)
                            externalView[name] = isView
                        }
                        return isView && symbols.resolve(name, in: context) == nil
                    }
                    if inheritsAView { found.append(symbol) }
                }
            }
            return found
        }
        var direct = [Bool](repeating: false, count: symbols.symbols.count)
        for symbol in directViews.joined() { direct[symbol.index] = true }
        let supertypes = model.conformances.supertypes
        views = direct.concurrentMap(batch: 256) { start in
            direct[start] || Self.reaches(from: start, direct, supertypes)
        }
    }

    /// True when the symbol is a view.
    public func isView(_ symbol: SymbolID) -> Bool {
        symbol.isSymbol && symbol.index < views.count && views[symbol.index]
    }

    /// True when an external type name (`UITableViewCell`, `SwiftUI.View`) is a view.
    public static func isExternalView(_ name: String) -> Bool {
        let matchedASCII = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let last = lastComponent(ofASCII: bytes)
            return externalGlobs.contains { $0.matches(utf8: last) }
        }
        if let matchedASCII, let matched = matchedASCII { return matched }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return externalGlobs.contains { $0.matches(last) }
    }

    /// The last non-empty `.`-separated component of an ASCII name (`View` of `SwiftUI.View`), or the whole name
    /// when it has none, as `split(separator: ".").last` gives it, without walking `Character`s.
    private static func lastComponent(ofASCII bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let dot = UInt8(ascii: ".")
        var end = bytes.count
        while end > 0, bytes[end - 1] == dot { end -= 1 }
        guard end > 0 else { return bytes }
        var start = end
        while start > 0, bytes[start - 1] != dot { start -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// True when a supertype of `start`, transitively (bounded like the conformance graph), is a direct view.
    private static func reaches(from start: Int, _ direct: [Bool], _ supertypes: [[SymbolID]]) -> Bool {
        if supertypes[start].isEmpty { return false }
        var seen: Set<Int> = [start]
        var queue = supertypes[start].map(\.index)
        var index = 0
        while index < queue.count, seen.count <= ConformanceGraph.reachLimit {
            let current = queue[index]
            index += 1
            guard seen.insert(current).inserted else { continue }
            if direct[current] { return true }
            queue += supertypes[current].map(\.index)
        }
        return false
    }
}
