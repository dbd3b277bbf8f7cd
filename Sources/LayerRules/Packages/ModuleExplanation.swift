import SwiftScanner

/// The packages part of `--explain-config`: each package or project, its targets, their folders and layers,
/// and for project targets what came from the project file and what from a convention. Names from manifests
/// and project files are escaped (`TerminalText`): a package name cannot start a line of its own.
enum ModuleExplanation {
    /// Empty when the tree has no `Package.swift`.
    static func render(_ model: ArchitectureModel) -> String {
        let graph = model.modules.graph
        var text = ""
        for (index, package) in graph.packages.enumerated() {
            let name = package.manifest.name.map { "'\(TerminalText.escape($0))'" } ?? "without a readable name"
            let kind = package.project == nil ? "package" : package.format.rawValue
            text += "\(kind) \(name) (\(TerminalText.escape(package.manifestPath)))\n"
            for variant in graph.ignoredVariants where ProjectPath.parent(of: variant) == package.directory {
                text += "  not read: \(TerminalText.escape(variant)) (a Package.swift is next to it)\n"
            }
            for (moduleIndex, module) in graph.modules.enumerated() where module.package == index {
                let folder = module.directory.isEmpty ? "." : TerminalText.escape(module.directory)
                text += "  target '\(TerminalText.escape(module.name))' (\(folder)): "
                if module.isTest {
                    text += "test target, not checked\n"
                    for origin in module.project?.origins ?? [] { text += "    \(TerminalText.escape(origin))\n" }
                    continue
                }
                let files = model.modules.moduleFiles[moduleIndex].count
                let layer = model.catalog.name(model.layer(ofModule: moduleIndex)).map { "layer '\($0)'" }
                text += (layer ?? "no layer") + ", \(files) file\(files == 1 ? "" : "s")\n"
                for origin in module.project?.origins ?? [] { text += "    \(TerminalText.escape(origin))\n" }
            }
        }
        return text
    }

    /// `module 'Presentation' of App.xcodeproj, also compiled in 'App'`: the file's module (the one its
    /// layer comes from when no path glob matches) and the other targets that compile it; nil outside modules.
    static func membership(of file: Int, in model: ArchitectureModel) -> String? {
        let graph = model.modules.graph
        guard let module = model.modules.fileModules[file] else { return nil }
        let owner = graph.packages[graph.modules[module].package]
        var text = "module '\(graph.modules[module].name)' of \(owner.manifestName)"
        let others = graph.modules(forFile: model.files[file].path).filter { $0 != module }
        if !others.isEmpty {
            text += ", also compiled in " + others.map { "'\(graph.modules[$0].name)'" }.joined(separator: ", ")
        }
        return text
    }
}
