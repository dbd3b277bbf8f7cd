import SwiftScanner

/// Whether a file shows that it is UI code, for path globs written `"onlyUICode": true`: a folder that groups a
/// feature's code (`Features/`, `Modules/`) holds its screens, and in a feature-first app also its networking,
/// models and services. Only the screens' code belongs to the layer of screens; the rest stays in no layer unless
/// another glob places it.
///
/// A file is UI code when it imports a UI framework or a UI state library, declares observable state for views
/// (`@Observable`, `ObservableObject`), or declares a type whose name says it is part of a screen: a view, view
/// controller, view model or presenter (`*View*`, `*Presenter*`, `*Screen`, `*Scene`, `*Reactor`).
enum UICodeEvidence {
    /// Modules only UI code imports.
    static let uiModules: Set<Substring> = [
        "SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "ComposableArchitecture", "ReactorKit",
        "RxCocoa",
    ]

    /// Names of types that are part of a screen.
    private static let screenNames = Glob.compiling([
        "*View*", "*Presenter*", "*Screen", "*Scene", "*Reactor", "*Presentable", "*Displayable",
    ])

    /// True when `file` shows it is UI code.
    static func shows(_ file: FileFacts) -> Bool {
        let imports = file.imports
        if imports.indices.contains(where: { uiModules.contains(imports[$0].topLevelModule) }) { return true }
        return file.declarations.contains { declaration in
            guard declaration.kind.declaresType else { return false }
            return declaration.attributes.contains("@Observable") || declaration.inherits.contains("ObservableObject")
                || screenNames.contains { $0.matches(declaration.name) }
        }
    }
}
