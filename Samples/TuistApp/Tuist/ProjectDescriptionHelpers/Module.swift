import ProjectDescription

public enum Module: String {
    case domain = "Domain"
    case data = "Data"
    case presentation = "Presentation"
}

extension Project {
    /// A framework with its sources in `Sources/` and its tests in `Tests/`.
    public static func makeModule(name: Module, dependencies: [TargetDependency]) -> Project {
        Project(
            name: name.rawValue,
            targets: [
                .target(
                    name: name.rawValue, destinations: .iOS, product: .framework,
                    bundleId: "com.example.\(name.rawValue)", sources: ["Sources/**"], dependencies: dependencies)
            ])
    }
}
