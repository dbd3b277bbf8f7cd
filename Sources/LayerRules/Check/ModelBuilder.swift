import SwiftScanner

/// The model stage of a check: scanned facts, the policy's layers and the package graph in, the architecture
/// model out (layers of every file and declaration, the symbol table, name resolution).
public enum ModelBuilder {
    /// The model of `files` (paths relative to the scan root), kept in path order, in the modules of `packages`.
    /// When `model.layerTies` is not empty (files matched equally by two layers), the policy is wrong for this
    /// tree and no rule may run on the model. Files already in order (as the scan gives them) are not copied.
    /// `fileModules`, when given, are the files' modules in `packages` (aligned with `files`), found before the
    /// scan; else the model finds them. `resolving` says which files' names are resolved.
    public static func build(
        files: [FileFacts], policy: Policy, packages: PackageGraph = .empty, fileModules: [Int?]? = nil,
        resolving scope: ResolutionScope = .allFiles
    ) -> ArchitectureModel {
        let allow = policy.allowedDependencies
        let inOrder = files.indices.dropFirst().allSatisfy { files[$0 - 1].path < files[$0].path }
        guard !inOrder else {
            return ArchitectureModel(
                files: files, layers: policy.layers, shared: policy.shared, packages: packages,
                fileModules: fileModules, resolving: scope, allowedDependencies: allow)
        }
        let order = files.indices.sorted { files[$0].path < files[$1].path }
        return ArchitectureModel(
            files: order.map { files[$0] }, layers: policy.layers, shared: policy.shared, packages: packages,
            fileModules: fileModules.map { modules in order.map { modules[$0] } }, resolving: scope,
            allowedDependencies: allow)
    }
}
