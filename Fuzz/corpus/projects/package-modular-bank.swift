// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ModularBank",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "AppFeature", targets: ["AppFeature"])
    ],
    targets: [
        .target(name: "Networking"),
        .target(name: "Services", dependencies: ["Networking"]),
        .target(name: "UIComponents"),
        .target(name: "AppFeature", dependencies: ["Services", "UIComponents"]),
        .target(name: "ShareExtension", dependencies: ["Services"]),
        .executableTarget(name: "App", dependencies: ["AppFeature", "ShareExtension", "Networking"]),
    ]
)
