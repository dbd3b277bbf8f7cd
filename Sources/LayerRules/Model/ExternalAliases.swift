import SwiftScanner

/// Top-level type aliases of types the tree does not declare (`typealias Log = EPLogger.Log`,
/// `typealias JSON = [String: Any]`) belong to no layer: code naming one names the outside type, which the import
/// rules check, not code of the layer whose file happens to declare the alias (the composition root's
/// `AppDelegate.swift`, a Data folder's helpers).
///
/// An alias is of outside types when no name on its right-hand side names a type of the tree (`EPLogger.Log`:
/// `EPLogger` is a module and `Log` is only the alias; `Result<User, Error>` and `Models.User` name the tree's
/// `User`). Aliases nested in a type keep its layer: `UserDTO.ID` names the DTO's namespace.
enum ExternalAliases {
    /// Per file, the indices of its declarations that are such aliases (empty for most files).
    static func find(files: [FileFacts], table: SymbolTable, declarationLayers: [[LayerID]]) -> [[Int]] {
        files.concurrentMap(batch: 64) { file in
            let declarations = files[file].declarations
            var isCandidate: [Bool] = []
            for index in declarations.indices
            where declarations[index].kind == .typealias && declarations[index].parent == nil
                && declarationLayers[file][index] != .none
            {
                if isCandidate.isEmpty { isCandidate = [Bool](repeating: false, count: declarations.count) }
                isCandidate[index] = true
            }
            guard !isCandidate.isEmpty else { return [] }
            let references = files[file].references
            for reference in references.indices {
                guard let alias = references.enclosing(reference), alias < isCandidate.count, isCandidate[alias],
                    namesTypeOfTheTree(
                        references[reference].name, other: table.symbol(file: file, declaration: alias), table)
                else { continue }
                isCandidate[alias] = false
            }
            return isCandidate.indices.filter { isCandidate[$0] }
        }
    }

    /// Whether `name` as written names a type of the tree other than `alias`: its first part does (`User`,
    /// `User.ID`), or, qualified by a module, its last part does (`Models.User`, not `EPLogger.Log` for an alias
    /// `Log`).
    private static func namesTypeOfTheTree(_ name: String, other alias: SymbolID?, _ table: SymbolTable) -> Bool {
        guard let dot = name.firstIndex(of: ".") else { return table.symbols(named: name).contains { $0 != alias } }
        if !table.symbols(named: String(name[..<dot])).isEmpty { return true }
        return table.symbols(named: String(name.lastNameComponent)).contains { $0 != alias }
    }
}
