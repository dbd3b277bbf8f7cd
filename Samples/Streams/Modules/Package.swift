// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Modules",
    products: [
        .library(name: "CoreDomain", targets: ["CoreDomain"]),
        .library(name: "DataProviders", targets: ["DataProviders"]),
    ],
    targets: [
        .target(name: "CoreDomain"),
        .target(name: "DataProviders", dependencies: ["CoreDomain"]),
    ]
)
