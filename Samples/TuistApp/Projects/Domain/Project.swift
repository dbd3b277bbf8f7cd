import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: Module.domain.rawValue,
    targets: [
        .target(
            name: "Domain",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.Domain",
            sources: ["Sources/**"],
            dependencies: [
                .project(target: "Data", path: "Data")
            ]
        )
    ]
)
