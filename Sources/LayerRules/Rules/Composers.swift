/// Type-name globs of composers (a scene's builder, configurator or assembly, a factory): code inside such a type,
/// or an extension of one, wires what it builds, and so does code inside a type or extension whose own declaration
/// adopts a protocol so named (`extension TodoClient: DependencyKey`, where swift-dependencies' `liveValue` builds
/// the live implementations). The `construction` rule lets it construct anything; the `dependencies` rule reports
/// what it wires once per composer.
struct Composers: Sendable {
    let globs: [Glob]

    init(_ patterns: [String]) {
        globs = Glob.compiling(patterns)
    }

    /// A rule's `composers` option: its globs, the default list when the rule does not say, nil when invalid.
    static func readOption(_ reader: inout RuleOptionsReader) -> [String]? {
        reader.globList("composers", default: RuleKind.defaultComposers)
    }

    /// The `composers` member of a written rule: none when the list is the default.
    static func encodeOption(_ patterns: [String]) -> [(String, JSONValue)] {
        PolicyEncoding.strings("composers", patterns, unlessDefault: RuleKind.defaultComposers)
    }

    /// The innermost declaration, from `declarations[enclosing]` outwards, whose name (or the last component of
    /// its dotted name, `Profile.Builder`), or a name in its own inheritance list, matches; nil when the code is in
    /// none.
    func composer(file: Int, enclosing: Int?, in model: ArchitectureModel) -> Int? {
        guard !globs.isEmpty else { return nil }
        let declarations = model.files[file].declarations
        var current = enclosing
        while let index = current, index < declarations.count {
            let name = declarations[index].name
            if matches(name) { return index }
            if declarations[index].inherits.contains(where: matches) { return index }
            current = declarations[index].parent.flatMap { $0 < index ? $0 : nil }
        }
        return nil
    }

    /// Whether a glob matches `name`, or the last component of a dotted name.
    private func matches(_ name: String) -> Bool {
        let simple = String(name.lastNameComponent)
        return globs.contains(where: { $0.matches(simple) })
    }
}
