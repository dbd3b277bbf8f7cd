/// What a folder (or module) name tells `archlint init` about the code inside it.
enum FolderRole: Hashable {
    /// A horizontal layer: `Domain`, `Data`, `Presentation` or `Core`.
    case layer(String)
    /// Code that wires the app together: `App`, `DI`, `Assembly`, and demo or example apps.
    case compositionRoot
    /// A folder whose child folders are features (`Features/Login`).
    case featureContainer
}

/// The folder names real apps put their layers in, and the layer each stands for.
enum FolderVocabulary {
    static let layers: [(layer: String, names: [String])] = [
        ("Domain", ["Domain", "Entities", "Entity", "UseCases", "UseCase", "Interactors", "Interactor"]),
        (
            "Data",
            [
                "Data", "Infrastructure", "Network", "Networking", "NetworkService", "NetworkServices", "Persistence",
                "Repositories", "Repository", "Platform",
            ]
        ),
        ("Presentation", ["Presentation", "UI", "Scenes", "Screens", "Presenter", "Presenters"]),
        ("Core", ["Core"]),
    ]
    /// Names that say "this is the layer" wherever they are; the other names (`Entities`, `Repositories`,
    /// `Platform`, `App`, `Assembly`) only count outside every other role's folder (`Domain/Interfaces/Repositories`
    /// holds Domain's repository protocols, `Scenes/App` the app's scenes).
    static let strongNames: Set<String> = ["Domain", "Data", "Presentation", "Infrastructure", "Core"]
    /// Folder names that say "this is wiring" wherever they are (`ui/di`).
    static let strongCompositionRoots: Set<String> = ["DI", "DependencyInjection"]
    static let compositionRoots = [
        "Application", "App", "DependencyInjection", "DI", "Assembly", "Assemblies", "Builder", "Builders",
    ]
    /// Separate app targets that only run other code (a feature's demo app): composition roots wherever they are.
    static let demoApps = ["Demo", "Demos", "DemoApp", "Example", "Examples", "ExampleApp", "Sample", "Samples"]
    static let featureContainers = ["Features", "Feature", "Modules", "Moduls"]
    /// Folder names that say nothing about the code's layer (a feature's `Sources`).
    static let generic: Set<String> = [
        "Sources", "Source", "Interfaces", "Interface", "Resources", "Support", "Supporting Files", "Classes",
        "Implementation", "Utils", "Utilities", "Common", "Shared", "Extensions", "Helpers",
    ]

    /// The role of a folder or module name: `DomainLayer` and `PresentationSwiftUI` count as their stem. Case does
    /// not matter: `domain/`, `data/` and `ui/` are as common in apps laid out the way Android apps are.
    static func role(of name: Substring) -> FolderRole? {
        let stem = stem(of: name)
        if isDemoApp(name) { return .compositionRoot }
        if Self.contains(compositionRoots, stem) { return .compositionRoot }
        if Self.contains(featureContainers, stem) { return .featureContainer }
        for entry in layers where Self.contains(entry.names, stem) { return .layer(entry.layer) }
        return nil
    }

    /// True when the name counts even inside another role's folder (see `strongNames`).
    static func isStrong(_ name: Substring) -> Bool {
        let stem = stem(of: name)
        return Self.contains(strongNames, stem) || Self.contains(strongCompositionRoots, stem)
            || Self.contains(featureContainers, stem)
    }

    /// True for a demo, example or sample app folder (composition roots even inside a feature).
    static func isDemoApp(_ name: Substring) -> Bool {
        let stem = stem(of: name)
        return Self.contains(demoApps, stem)
            || ["demo", "demoapp", "example", "exampleapp"].contains { stem.lowercased().hasSuffix($0) }
    }

    /// True when `name` says nothing about the code's layer (see `generic`).
    static func isGeneric(_ name: Substring) -> Bool { Self.contains(generic, String(name)) }

    /// True when `names` holds `name`, whatever the case of either.
    private static func contains<Names: Sequence<String>>(_ names: Names, _ name: String) -> Bool {
        names.contains { $0.caseInsensitiveEquals(name) }
    }

    /// The name without spaces and hyphens (`Use Cases` -> `UseCases`, as the policy's path globs read folder
    /// names) and without a `Layer`, `SwiftUI` or `UIKit` suffix (`Domain Layer` -> `Domain`), in any case.
    private static func stem(of name: Substring) -> String {
        let squeezed = name.filter { $0 != " " && $0 != "-" }
        let lowered = squeezed.lowercased()
        for suffix in ["layer", "swiftui", "uikit"] where lowered.hasSuffix(suffix) && lowered.count > suffix.count {
            return String(squeezed.dropLast(suffix.count))
        }
        return squeezed
    }
}

extension String {
    /// Equal when both are lowercased (ASCII and Unicode letters alike).
    fileprivate func caseInsensitiveEquals(_ other: String) -> Bool { lowercased() == other.lowercased() }
}
