import SwiftScanner

/// Which types are views by what they are, not by their names: types of the tree that inherit from a UIKit
/// or AppKit view or view controller (directly or through the tree's own classes), adopt a UIKit data source
/// protocol (`UITableViewDataSource`: a view's data source builds its cells), or conform to SwiftUI's `View`
/// (directly, in an extension, or through a protocol of the tree), and external view type names.
/// An `enum FocusedInputView` or a plain `struct SummaryView` is not a view.
public struct ViewTypes: Sendable {
    /// External type names that are views or view controllers (matched against a name's last component).
    public static let externalViewNames = [
        "View", "AnyView", "*ViewController", "UI*View", "UI*Controller", "UI*Cell", "UI*DataSource", "UIButton",
        "UILabel", "UIControl", "UISwitch", "UISlider", "UITextField", "UIWindow", "UIViewRepresentable",
        "UIViewControllerRepresentable", "NS*View", "NSWindow", "NSWindowController",
        "NSButton", "NSTextField", "NSControl", "NSHostingController", "NSViewRepresentable",
        "NSViewControllerRepresentable",
    ]
    private static let externalGlobs = Glob.compiling(externalViewNames)
    /// The first and last bytes the external view names can have: most names are ruled out by them alone.
    private static let externalPrefilter = NamePrefilter(externalGlobs)

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
            var externalView = NameMap<Bool>()
            for fileIndex in fileIndices {
                let context = LookupContext(scopes: [], genericParameters: [], file: fileIndex, layer: .none)
                let declarations = files[fileIndex].declarations
                for index in declarations.indices where !declarations[index].inherits.isEmpty {
                    let declaration = declarations[index]
                    // The names first: most inheritance lists name no view, and then the declaration's own
                    // symbol (a lookup for an extension) is not needed.
                    let inherited = ConformanceGraph.typeNames(inInheritanceList: declaration.inherits)
                    let inheritsAView = inherited.contains { name in
                        let isView: Bool
                        if let known = externalView[name] {
                            isView = known
                        } else {
                            isView = Self.isExternalView(name)
                            externalView.set(isView, for: name)
                        }
                        return isView && symbols.resolve(name, in: context) == nil
                    }
                    guard inheritsAView else { continue }
                    let symbol =
                        declaration.kind == .extension
                        ? symbols.resolve(declaration.name, in: context)
                        : symbols.symbol(file: fileIndex, declaration: index)
                    if let symbol { found.append(symbol) }
                }
            }
            return found
        }
        var direct = [Bool](repeating: false, count: symbols.symbols.count)
        for symbol in directViews.joined() { direct[symbol.index] = true }
        views = Self.inheritingViews(direct, model.conformances.supertypes)
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
            guard externalPrefilter.mayMatch(utf8: last) else { return false }
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

    /// The direct views and every symbol whose supertypes lead to one, transitively: breadth first from the
    /// direct views along the supertype edges reversed, so each symbol and edge is visited once, whatever the
    /// depth of the hierarchy or its cycles.
    static func inheritingViews(_ direct: [Bool], _ supertypes: [[SymbolID]]) -> [Bool] {
        let count = direct.count
        // The subtypes of each symbol, packed: those of symbol `s` are `subtypes[starts[s]..<starts[s + 1]]`.
        var starts = [Int](repeating: 0, count: count + 1)
        for symbol in supertypes.indices.prefix(count) {
            for supertype in supertypes[symbol] where supertype.isSymbol && supertype.index < count {
                starts[supertype.index + 1] += 1
            }
        }
        for symbol in 0..<count { starts[symbol + 1] += starts[symbol] }
        var next = starts
        var subtypes = [Int32](repeating: 0, count: starts[count])
        for symbol in supertypes.indices.prefix(count) {
            for supertype in supertypes[symbol] where supertype.isSymbol && supertype.index < count {
                subtypes[next[supertype.index]] = Int32(truncatingIfNeeded: symbol)
                next[supertype.index] += 1
            }
        }
        var views = direct
        var queue = direct.indices.filter { direct[$0] }
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for position in starts[current]..<starts[current + 1] where !views[Int(subtypes[position])] {
                views[Int(subtypes[position])] = true
                queue.append(Int(subtypes[position]))
            }
        }
        return views
    }
}
