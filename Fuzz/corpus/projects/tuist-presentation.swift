import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Presentation",
    targets: [
        Target(
            name: "Presentation",
            platform: .iOS,
            product: .framework,
            bundleId: "com.example.Presentation",
            sources: "Sources/**",
            dependencies: [
                .project(target: "Domain", path: "../Domain")
            ]
        ),
        Target(
            name: "PresentationTests",
            platform: .iOS,
            product: .unitTests,
            bundleId: "com.example.PresentationTests",
            sources: ["Tests/**"],
            dependencies: [.target(name: "Presentation")]
        ),
    ]
)
