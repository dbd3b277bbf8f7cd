import ProjectDescription

let project = Project(
    name: "Episode",
    targets: [
        .target(
            name: "EpisodeInterface",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.episode.interface",
            sources: ["Interface/Sources/**"]
        ),
        .target(
            name: "Episode",
            destinations: .iOS,
            product: .framework,
            bundleId: "com.example.episode",
            sources: ["Sources/**"],
            dependencies: [
                .target(name: "EpisodeInterface"),
                .project(target: "Data", path: "../../Data"),
            ]
        ),
    ]
)
