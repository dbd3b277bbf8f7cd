import TestSupport
import XCTest

@testable import SwiftScanner

final class ManifestReaderTests: XCTestCase {
    private func position(_ line: Int, _ column: Int) -> SourcePosition {
        SourcePosition(line: line, column: column)
    }

    private func messages(_ manifest: PackageManifest) -> [String] {
        manifest.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" }
    }

    func testReadsEveryTargetKindWithPathsAndDependencies() {
        let manifest = ManifestReader.read(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [
                    .package(path: "../Data"),
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
                    .package(name: "Kit", path: "Packages/KitPackage"),
                ],
                targets: [
                    .target(name: "Domain", dependencies: []),
                    .target(
                        name: "Presentation",
                        dependencies: [
                            "Domain",
                            .target(name: "DomainKit"),
                            .product(name: "Logging", package: "swift-log"),
                            .byName(name: "Data", condition: .when(platforms: [.linux])),
                        ],
                        path: "Sources/UI",
                        exclude: ["Legacy"],
                        sources: ["Screens", "Views"]
                    ),
                    .executableTarget(name: "App", dependencies: ["Presentation"]),
                    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
                    .macro(name: "Macros"),
                    .plugin(name: "Lint", capability: .buildTool()),
                    .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
                    .systemLibrary(name: "CZlib"),
                ]
            )

            """)
        XCTAssertEqual(manifest.name, "Shop")
        XCTAssertEqual(messages(manifest), [])
        XCTAssertTrue(manifest.targets.allSatisfy(\.dependenciesComplete))
        XCTAssertEqual(
            manifest.targets.map { "\($0.kind.rawValue) \($0.name)" },
            [
                "target Domain", "target Presentation", "executableTarget App", "testTarget DomainTests",
                "macro Macros",
                "plugin Lint", "binaryTarget Vendor", "systemLibrary CZlib",
            ])
        let presentation = manifest.target(named: "Presentation")!
        XCTAssertEqual(presentation.position, position(13, 9))
        XCTAssertEqual(presentation.path, "Sources/UI")
        XCTAssertEqual(presentation.exclude, ["Legacy"])
        XCTAssertEqual(presentation.sources, ["Screens", "Views"])
        XCTAssertEqual(
            presentation.dependencies,
            [
                ManifestTargetDependency(name: "Domain", kind: .byName, position: position(16, 17)),
                ManifestTargetDependency(name: "DomainKit", kind: .target, position: position(17, 17)),
                ManifestTargetDependency(
                    name: "Logging", kind: .product(package: "swift-log"), position: position(18, 17)),
                ManifestTargetDependency(
                    name: "Data", kind: .byName, platformCondition: ".when(platforms: [.linux])",
                    position: position(19, 17)),
            ])
        XCTAssertEqual(manifest.target(named: "Domain")?.sources, nil)
        XCTAssertEqual(manifest.target(named: "Vendor")?.path, "Vendor.xcframework")
        XCTAssertEqual(
            manifest.packageDependencies,
            [
                ManifestPackageDependency(location: .path("../Data"), position: position(7, 9)),
                ManifestPackageDependency(
                    location: .url("https://github.com/apple/swift-log.git"), position: position(8, 9)),
                ManifestPackageDependency(
                    location: .path("Packages/KitPackage"), name: "Kit", position: position(9, 9)),
            ])
        XCTAssertEqual(manifest.packageDependencies.map(\.identity), ["Data", "swift-log", "Kit"])
    }

    func testFormattingVarietyCommentsTrailingCommasAndOneLineArrays() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "A"), /* B is next */ .target(name: "B",
              dependencies: [ // the domain
                "A",   // trailing comment
                /* nothing */
              ],),
              PackageDescription.Target.target(name: #"C"#, dependencies: [Target.Dependency.target(name: "A")]),
            ],)
            """)
        XCTAssertEqual(messages(manifest), [])
        XCTAssertEqual(manifest.targets.map(\.name), ["A", "B", "C"])
        XCTAssertEqual(manifest.target(named: "B")?.dependencies.map(\.name), ["A"])
        XCTAssertEqual(manifest.target(named: "C")?.dependencies.map(\.kind), [.target])
        XCTAssertEqual(manifest.target(named: "B")?.position, position(2, 80))
    }

    func testFollowsVariablesConcatenationAndAppends() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription

            let commonDependencies: [Target.Dependency] = ["Core"]
            let domain = Target.target(name: "Domain", dependencies: commonDependencies + ["Entities"])
            var targets: [Target] = [
                domain,
                .target(name: "Data", dependencies: commonDependencies),
            ]
            targets.append(.target(name: "Core"))
            let extra = [Target.target(name: "Entities")]

            let package = Package(
                name: "Layers",
                targets: targets + extra + [.testTarget(name: "DomainTests", dependencies: ["Domain"])]
            )
            package.targets.append(.target(name: "Late"))
            package.dependencies += [.package(path: "../Kit")]
            for target in package.targets where target.type != .test {
                target.dependencies.append(.product(name: "Tracing", package: "tracing"))
                target.swiftSettings = swiftSettings
            }

            """)
        XCTAssertEqual(messages(manifest), [])
        XCTAssertEqual(manifest.targets.map(\.name), ["Domain", "Data", "Core", "Entities", "DomainTests", "Late"])
        XCTAssertEqual(manifest.target(named: "Domain")?.dependencies.map(\.name), ["Core", "Entities"])
        XCTAssertEqual(manifest.target(named: "Domain")?.position, position(4, 14))
        XCTAssertEqual(manifest.target(named: "Domain")?.dependencies.first?.position, position(3, 48))
        XCTAssertEqual(manifest.target(named: "Data")?.dependencies.map(\.name), ["Core"])
        XCTAssertEqual(manifest.packageDependencies.map(\.identity), ["Kit"])
    }

    func testSingleExpressionHelperFunctionsAreFollowedAndReportedAtTheCall() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription

            func feature(_ name: String, dependencies: [Target.Dependency] = ["Core"], path: String? = nil) -> Target {
                .target(name: name, dependencies: dependencies, path: "Features/" + name)
            }

            func tests(for name: String) -> Target {
                return .testTarget(name: name + "Tests", dependencies: [.target(name: name)])
            }

            let package = Package(
                name: "Features",
                targets: [
                    feature("Login", dependencies: ["Domain"]),
                    tests(for: "Login"),
                    feature("Search"),
                ]
            )

            """)
        XCTAssertEqual(messages(manifest), [])
        XCTAssertEqual(manifest.targets.map(\.name), ["Login", "LoginTests", "Search"])
        XCTAssertEqual(manifest.targets[2].path, "Features/Search")
        XCTAssertEqual(
            manifest.targets[2].dependencies, [ManifestTargetDependency(name: "Core", position: position(16, 9))])
        let login = manifest.targets[0]
        XCTAssertEqual(login.path, "Features/Login")
        XCTAssertEqual(login.position, position(14, 9))
        XCTAssertEqual(login.dependencies, [ManifestTargetDependency(name: "Domain", position: position(14, 41))])
        XCTAssertEqual(manifest.targets[1].kind, .test)
        XCTAssertEqual(
            manifest.targets[1].dependencies,
            [
                ManifestTargetDependency(name: "Login", kind: .target, position: position(15, 9))
            ])
    }

    func testWhatCannotBeReadIsReportedWithItsPosition() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription

            func makeTargets() -> [Target] {
                var result: [Target] = []
                for name in ["A", "B"] { result.append(.target(name: name)) }
                return result
            }
            let prefix = "Feature"

            let package = Package(
                name: "\\(prefix)Kit",
                dependencies: ["Kit"].map { .package(path: "../" + $0) },
                targets: makeTargets() + [
                    .target(name: "\\(prefix)Domain"),
                    .target(name: "Data", dependencies: shared, exclude: debug ? [] : ["Debug"]),
                    Target(name: "Odd"),
                ]
            )

            """)
        XCTAssertEqual(manifest.name, nil)
        XCTAssertEqual(manifest.targets.map(\.name), ["Data"])
        XCTAssertEqual(manifest.targets.map(\.dependenciesComplete), [false])
        XCTAssertEqual(
            messages(manifest),
            [
                "11:11: could not read the package name: it uses string interpolation",
                "12:19: could not read package dependency list: 'dependencies' is built by a function call",
                "13:14: could not read target list: 'targets' is built by a function call",
                "14:23: could not read the name of a target: it uses string interpolation",
                "15:45: could not read the dependencies of target 'Data': 'shared' is not defined in the manifest",
                "15:62: could not read the excludes of target 'Data': 'exclude' is built by the operator '?'",
                "16:9: could not read a target: it is built by a function call",
            ])
    }

    /// A list is incomplete when part of it or one of its entries cannot be read; an entry whose package string
    /// cannot be read still names its product.
    func testDependencyListsKnowWhetherTheyWereReadWhole() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription

            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Kit", dependencies: ["Core", .product(name: "Log", package: local ? "log" : "swift-log")]),
                    .target(name: "Feed", dependencies: ["Core", makeDependency()]),
                    .target(name: "Shell", dependencies: ["Core"] + platformDependencies),
                ]
            )

            """)
        XCTAssertEqual(manifest.targets.map(\.name), ["Core", "Kit", "Feed", "Shell"])
        XCTAssertEqual(manifest.targets.map(\.dependenciesComplete), [true, true, false, false])
        XCTAssertEqual(
            manifest.targets.map { $0.dependencies.map(\.name) }, [[], ["Core", "Log"], ["Core"], ["Core"]])
    }

    /// `-module-alias NAME=MODULE` pairs of `.unsafeFlags`, through variables; other flags, other settings and a
    /// pair without `=` or without a module are passed over without a warning.
    func testModuleAliasesComeFromUnsafeFlags() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription

            let pluginFlags = ["-module-alias", "Logging=LoggingForPlugin", "-Onone"]
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Plugin", swiftSettings: [
                        .define("PLUGIN"),
                        .unsafeFlags(pluginFlags),
                        .unsafeFlags(["-module-alias", "Kit=KitForPlugin", "-module-alias", "Broken", "-module-alias", "Half="]),
                    ]),
                    .target(name: "Tool", swiftSettings: commonSettings()),
                ]
            )

            """)
        XCTAssertEqual(messages(manifest), [])
        XCTAssertEqual(
            manifest.targets.map(\.moduleAliases), [["Logging": "LoggingForPlugin", "Kit": "KitForPlugin"], [:]])
    }

    func testBothBranchesOfIfAreReadAndMarkedConditional() {
        let manifest = ManifestReader.read(
            """
            import PackageDescription

            #if os(Linux)
            let platformTargets: [Target] = [.target(name: "LinuxSupport")]
            #else
            let platformTargets: [Target] = [.target(name: "AppleSupport", dependencies: ["Core"])]
            #endif

            let package = Package(
                name: "P",
                targets: [
                    .target(
                        name: "Core",
                        dependencies: [
                            #if canImport(Darwin)
                            "DarwinShim",
                            #endif
                            "Base",
                        ]
                    ),
                ] + platformTargets
            )

            """)
        XCTAssertEqual(messages(manifest), [])
        XCTAssertEqual(manifest.targets.map(\.name), ["Core", "LinuxSupport", "AppleSupport"])
        XCTAssertEqual(manifest.targets.map(\.condition), [nil, "os(Linux)", "!(os(Linux))"])
        XCTAssertEqual(manifest.targets[0].dependencies.map(\.name), ["DarwinShim", "Base"])
        XCTAssertEqual(manifest.targets[0].dependencies.map(\.condition), ["canImport(Darwin)", nil])
    }

    func testManifestWithoutPackageCallAndBrokenInputNeverTrap() {
        XCTAssertEqual(
            messages(ManifestReader.read("import PackageDescription\n")),
            ["1:1: no 'Package(...)' call found; the manifest declares no targets"])
        let noPackage = "1:1: no 'Package(...)' call found; the manifest declares no targets"
        // A manifest cut short is read as far as it goes, and says where its outermost open delimiter is.
        func unclosed(_ at: String, _ opener: String, _ count: Int = 1) -> String {
            let counted = count > 1 ? " (\(count) unclosed delimiters)" : ""
            return
                "\(at): unclosed '\(opener)'\(counted): the manifest ends inside it; what it holds is read as far as it goes"
        }
        let broken: [(input: String, messages: [String])] = [
            ("let package = Package(", [unclosed("1:22", "(")]),
            (
                "let package = Package(name: \"x\", targets: [.target(name:",
                [unclosed("1:22", "(", 3), "1:56: could not read the name of a target: it is built by nothing"]
            ),
            (
                "let package = Package(targets: [[[[[[",
                [unclosed("1:22", "(", 7), "1:33: could not read a target: it is built by an array"]
            ),
            (String(repeating: "[", count: 5000), [unclosed("1:1", "[", 5000), noPackage]),
            (
                "let package = Package(targets: " + String(repeating: "(", count: 5000),
                [
                    unclosed("1:22", "(", 5001),
                    "1:95: could not read target list: 'targets' is built by nesting too deep",
                ]
            ),
            ("func f(", [noPackage, unclosed("1:7", "(")]),
            ("func f() -> Target {", [noPackage, unclosed("1:20", "{")]),
            ("#if\n#else\n#elseif\n#endif\n#endif", [noPackage, "5:1: #endif without #if"]),
            (
                "let package = Package(name: \"\\(\"",
                [
                    unclosed("1:22", "(", 2),
                    "1:29: unterminated string literal",
                    "1:29: could not read the package name: it uses string interpolation",
                    "1:32: unterminated string literal",
                ]
            ),
            ("package.targets.append(", [noPackage, unclosed("1:23", "(")]), ("x += ", [noPackage]),
            ("let package = Package(name: \"a\" + )", ["1:29: could not read the package name: it is built by ')'"]),
        ]
        for (input, expected) in broken {
            XCTAssertEqual(messages(ManifestReader.read(input)), expected, String(input.prefix(60)))
        }
        let cyclic = ManifestReader.read("let a = b\nlet b = a\nlet package = Package(targets: a)\n")
        XCTAssertEqual(messages(cyclic), ["2:9: could not read target list: 'b' refers to itself"])
        let selfDefined = ManifestReader.read(
            "let shared = shared + [Target.Dependency]()\n"
                + "let package = Package(name: \"P\", targets: [.target(name: \"Core\", dependencies: shared)])\n")
        XCTAssertEqual(
            messages(selfDefined),
            [
                "1:14: could not read the dependencies of target 'Core': 'shared' refers to itself",
                "1:23: could not read the dependencies of target 'Core': 'shared' is built by a function call",
            ], "a value defined by itself is warned about once")
        var random = SeededGenerator(seed: 0x4D41_4E49)
        let alphabet = Array("let package=Package(name:targets:[.target(\"A\"),]+#if\n#endif)x{}\\".utf8)
        for round in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<200, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            let outside = ManifestPositions.outsideFile(ManifestReader.read(bytes: bytes, path: "Package.swift"), bytes)
            XCTAssertEqual(
                outside, [], "seed \(random.seed), round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
    }

    func testManifestFileNames() {
        XCTAssertTrue(ManifestReader.isManifestName("Package.swift"))
        XCTAssertTrue(ManifestReader.isManifestName("Package@swift-5.9.swift"))
        XCTAssertFalse(ManifestReader.isManifestName("PackageTests.swift"))
        XCTAssertFalse(ManifestReader.isManifestName("package.swift"))
    }

    func testMutatedManifestsNeverTrap() {
        let base = Array(
            """
            import PackageDescription
            #if os(Linux)
            let extra: [Target] = [.target(name: "L\\(1)")]
            #endif
            func f(_ n: String, d: [Target.Dependency] = ["A"]) -> Target { .target(name: n, dependencies: d) }
            var targets: [Target] = [f("X"), .testTarget(name: "T", dependencies: [.product(name: "P", package: "p")])]
            targets += extra
            let package = Package(name: #"N"#, dependencies: [.package(path: "../D")], targets: targets + [f("Y")])
            package.targets.append(contentsOf: [f("Z", d: [])])
            """.utf8)
        var random = SeededGenerator(seed: 0x4D55_5441)
        for round in 0..<500 {
            var bytes = base
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes.remove(at: index)
                case 1: bytes.insert(base[Int.random(in: 0..<base.count, using: &random)], at: index)
                default: bytes[index] = UInt8.random(in: 0...255, using: &random)
                }
            }
            let cut = Int.random(in: 0...bytes.count, using: &random)
            for input in [Array(bytes[..<cut]), bytes] {
                let outside = ManifestPositions.outsideFile(
                    ManifestReader.read(bytes: input, path: "Package.swift"), input)
                XCTAssertEqual(
                    outside, [], "seed \(random.seed), round \(round): \(String(decoding: input, as: UTF8.self))")
            }
        }
        XCTAssertEqual(
            ManifestReader.read(bytes: base, path: "Package.swift").targets.map(\.name), ["X", "T", "Y", "Z"])
    }

    func testSettingsResourcesPluginsAndProductsNeedNoReading() {
        let manifest = ManifestReader.read(
            """
            // swift-tools-version:5.9
            import PackageDescription
            import CompilerPluginSupport

            let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("StrictConcurrency")]

            let package = Package(
                name: "Settings",
                defaultLocalization: "en",
                platforms: [.iOS(.v16), .macOS("13.0")],
                products: [.library(name: "Kit", type: .dynamic, targets: ["Kit"])],
                dependencies: [.package(url: "https://github.com/apple/swift-syntax.git", "509.0.0"..<"511.0.0")],
                targets: [
                    .target(
                        name: "Kit",
                        dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax", condition: nil)],
                        resources: [.process("Resources"), .copy("Data/seed.json")],
                        cSettings: [.headerSearchPath("include")],
                        swiftSettings: swiftSettings + [.define("DEBUG", .when(configuration: .debug))],
                        linkerSettings: [.linkedFramework("UIKit", .when(platforms: [.iOS]))],
                        plugins: [.plugin(name: "Lint", package: "lint")]
                    ),
                    .macro(name: "KitMacros", dependencies: [.product(name: "SwiftCompilerPlugin", package: "swift-syntax")]),
                ],
                swiftLanguageVersions: [.v5]
            )

            """)
        XCTAssertEqual(messages(manifest), [])
        XCTAssertEqual(manifest.targets.map(\.name), ["Kit", "KitMacros"])
        XCTAssertEqual(manifest.targets[0].dependencies.map(\.platformCondition), [nil])
        XCTAssertEqual(manifest.packageDependencies.map(\.identity), ["swift-syntax"])
    }
}
