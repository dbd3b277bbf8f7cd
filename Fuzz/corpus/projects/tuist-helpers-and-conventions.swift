import ProjectDescription
import ProjectDescriptionHelpers

let name = Module.payments.rawValue
let settings: Settings = .settings(base: ["PRODUCT_MODULE_NAME": "BankPayments"])

let project = Project(
    name: name,
    options: .options(automaticSchemesOptions: .disabled),
    targets: [
        .target(
            name: name, destinations: [.iPhone, .iPad], product: .staticFramework,
            bundleId: "com.example.\(name.lowercased())", sources: ["Sources/**", "Generated/*.swift"],
            resources: ["Resources/**"],
            dependencies: [
                .project(target: "Accounts", path: "../Accounts"), .external(name: "Collections"),
                .xcframework(path: "Vendor/Charts.xcframework"), .sdk(name: "StoreKit", type: .framework),
            ], settings: settings),
        .target(name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "com.example.tests",
                sources: ["Tests/**"], dependencies: [.target(name: name)]),
        Target.makeDemo(for: .payments),
    ],
    schemes: []
)
