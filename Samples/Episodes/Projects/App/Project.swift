import ProjectDescription

let project = Project(
    name: "App",
    targets: [
        .target(
            name: "App",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.episodes",
            sources: ["Sources/**"],
            dependencies: [
                .project(target: "Data", path: "../Data"),
                .project(target: "Episode", path: "../Features/Episode"),
            ]
        )
    ]
)
