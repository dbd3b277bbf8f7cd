// swift-tools-version:5.10
import PackageDescription

let core: [Target.Dependency] = ["Domain", .product(name: "Collections", package: "swift-collections")]
var extra = [Target.Dependency]()
#if os(Linux)
extra.append("LinuxSupport")
#endif

func feature(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: core + dependencies, path: "Features/\(name)")
}

let package = Package(
    name: "Bank",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "BankKit", type: .dynamic, targets: ["Accounts", "Payments"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections.git", "1.0.0"..<"2.0.0"),
        .package(name: "Networking", path: "../Networking"),
    ],
    targets: [
        .target(name: "Domain", exclude: ["README.md"], resources: [.process("Resources")]),
        feature("Accounts"),
        feature("Payments", dependencies: ["Accounts", .target(name: "Networking", condition: .when(platforms: [.iOS]))] + extra),
        .testTarget(name: "AccountsTests", dependencies: ["Accounts"], swiftSettings: [.define("TESTING")]),
    ],
    swiftLanguageVersions: [.v5]
)
