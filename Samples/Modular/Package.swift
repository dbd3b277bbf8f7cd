// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Modular",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "ModularApp", targets: ["App"])
    ],
    targets: [
        .target(name: "Domain", dependencies: ["Data"]),
        .target(name: "DomainKit", dependencies: ["Domain", "Data"]),
        .target(name: "Data", dependencies: ["Domain"]),
        .target(name: "Presentation", dependencies: ["DomainKit"]),
        .executableTarget(name: "App", dependencies: ["Domain", "Data", "Presentation"]),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ]
)
