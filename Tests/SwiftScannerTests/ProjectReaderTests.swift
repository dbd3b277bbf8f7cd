import XCTest

@testable import SwiftScanner

final class ProjectReaderTests: XCTestCase {
    /// A project with a framework (module renamed by `PRODUCT_MODULE_NAME`), an app depending on it and linking a
    /// built framework and a Carthage XCFramework, a unit test bundle, a synchronized folder with a membership
    /// exception, and a `SOURCE_ROOT` file.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                F1 = {isa = PBXFileReference; path = Login.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Shared/Clock.swift; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = "Kit.framework"; sourceTree = BUILT_PRODUCTS_DIR; };
                F4 = {isa = PBXFileReference; name = Charts.xcframework; path = Carthage/Build/Charts.xcframework; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, S1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1); path = Features/Login; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Kit; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old/Legacy.swift); target = T1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                P2 = {isa = PBXFrameworksBuildPhase; files = (B3, B4); };
                T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); dependencies = ();
                    fileSystemSynchronizedGroups = (S1); name = "Kit-iOS"; productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (P1, P2); dependencies = (D1);
                    name = Shop; productType = "com.apple.product-type.application"; };
                T3 = {isa = PBXNativeTarget; buildPhases = (); dependencies = (); name = ShopTests;
                    productType = "com.apple.product-type.bundle.unit-test"; };
                D1 = {isa = PBXTargetDependency; target = T1; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)"; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "${TARGET_NAME}App"; }; name = Debug; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
            };
            rootObject = R1;
        }
        """

    func testXcodeTargetsModulesSourcesAndDependencies() {
        let manifest = XcodeProjectReader.read(Self.project, path: "iOS/Shop.xcodeproj/project.pbxproj")
        XCTAssertEqual(manifest.diagnostics, [])
        XCTAssertEqual(manifest.name, "Shop")
        XCTAssertEqual(manifest.targets.map(\.module.name), ["Kit_iOS", "ShopApp", "ShopTests"])
        XCTAssertEqual(manifest.targets.map(\.module.kind), [.regular, .executable, .test])
        XCTAssertEqual(
            manifest.targets[0].sources, [ProjectSource(path: "iOS/Kit", excludes: ["iOS/Kit/Old/Legacy.swift"])])
        XCTAssertEqual(
            manifest.targets[1].sources.map(\.path), ["iOS/Features/Login/Login.swift", "iOS/Shared/Clock.swift"])
        XCTAssertEqual(manifest.targets[1].module.dependencies.map(\.name), ["Kit_iOS", "Kit", "Charts"])
        XCTAssertEqual(manifest.targets[1].module.dependencies.map(\.position.line), [26, 8, 9])
    }

    func testAnXcodeProjectAfterAByteOrderMarkReadsAsWithout() {
        let plain = XcodeProjectReader.read(Self.project, path: "iOS/Shop.xcodeproj/project.pbxproj")
        let marked = XcodeProjectReader.read("\u{FEFF}" + Self.project, path: "iOS/Shop.xcodeproj/project.pbxproj")
        XCTAssertEqual(marked.diagnostics, [])
        XCTAssertEqual(marked.targets.map(\.module.name), ["Kit_iOS", "ShopApp", "ShopTests"])
        XCTAssertEqual(marked.targets, plain.targets)
    }

    func testBadXcodeProjectsGiveADiagnosticAndNoTargets() {
        func diagnostics(_ text: String) -> [String] {
            XcodeProjectReader.read(text, path: "A.xcodeproj/project.pbxproj").diagnostics.map {
                "\($0.path):\($0.position.line):\($0.position.column): \($0.message)"
            }
        }
        XCTAssertEqual(
            diagnostics("{\n  objects = {\n    A = {isa = PBXGroup;"),
            ["A.xcodeproj/project.pbxproj:3:25: unterminated dictionary"])
        XCTAssertEqual(
            diagnostics("bplist00\u{1}\u{2}"),
            ["A.xcodeproj/project.pbxproj:1:1: binary property list; only the text format is read"])
        XCTAssertEqual(
            diagnostics("{ objects = { A = { isa = PBXProject; }; }; rootObject = A; } \0"),
            ["A.xcodeproj/project.pbxproj:1:1: binary file (contains nul bytes); not read"])
        XCTAssertEqual(
            diagnostics("{\n  archiveVersion = 1;\n}\n"),
            ["A.xcodeproj/project.pbxproj:1:1: not an xcode project: no 'objects' with a 'PBXProject' root object"])
        XCTAssertEqual(
            diagnostics("{\n  a = (b, c;\n}"), ["A.xcodeproj/project.pbxproj:2:12: expected ',' or ')' in array"])
        XCTAssertEqual(
            diagnostics(String(repeating: "(", count: 100)),
            ["A.xcodeproj/project.pbxproj:1:65: values nested deeper than 64 levels"])
    }

    func testAProjectFileOverTheSizeLimitIsNotRead() {
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: 50 << 20)
        bytes[0] = UInt8(ascii: "{")
        let manifest = bytes.withUnsafeBufferPointer {
            XcodeProjectReader.read($0, path: "Big.xcodeproj/project.pbxproj")
        }
        XCTAssertEqual(manifest.targets, [])
        XCTAssertEqual(manifest.diagnostics.map(\.message), ["project file is larger than 32 mib; not read"])
    }

    func testUnknownObjectTypesAndGroupCyclesAreWarningsAndTheRestIsRead() {
        let text = """
            {
                objects = {
                    X1 = {isa = PBXFancyNewThing; };
                    G1 = {isa = PBXGroup; children = (G2, F1); path = A; sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (G1); path = B; sourceTree = "<group>"; };
                    F1 = {isa = PBXFileReference; path = Cycle.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = Fine.swift; sourceTree = SOURCE_ROOT; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; productType = "com.apple.product-type.application"; };
                    R1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
                };
                rootObject = R1;
            }
            """
        let manifest = XcodeProjectReader.read(text, path: "App.xcodeproj/project.pbxproj")
        XCTAssertEqual(manifest.targets.map(\.module.name), ["App"])
        XCTAssertEqual(manifest.targets[0].sources.map(\.path), ["Fine.swift"])
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.position.line): \($0.message)" },
            ["3: unknown object type 'PBXFancyNewThing'; ignored", "4: the group tree has a cycle through object 'G1'"])
    }

    func testAFrameworkOnlyEmbeddedIsADependencyAndOtherCopiedFilesAreNot() {
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = F1; settings = {ATTRIBUTES = (CodeSignOnCopy, ); }; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    F1 = {isa = PBXFileReference; path = FeedModule.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    F2 = {isa = PBXFileReference; path = Widgets.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                    P1 = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 10; files = (B1);
                        name = "Copy Modules"; };
                    P2 = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 7; files = (B2); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2); dependencies = (); name = Reader;
                        productType = "com.apple.product-type.application"; };
                    R1 = {isa = PBXProject; targets = (T1); };
                };
                rootObject = R1;
            }
            """
        let manifest = XcodeProjectReader.read(project, path: "Reader.xcodeproj/project.pbxproj")
        XCTAssertEqual(manifest.diagnostics, [])
        XCTAssertEqual(manifest.targets.map(\.module.dependencies).first?.map(\.name), ["FeedModule"])
        XCTAssertEqual(manifest.targets.first?.module.dependencies.map(\.position.line), [4])
    }

    func testAFrameworkBundleNamesItsModule() {
        XCTAssertEqual(ProjectPath.frameworkModule("Carthage/Build/Lottie.xcframework"), "Lottie")
        XCTAssertEqual(ProjectPath.frameworkModule("Kit.framework"), "Kit")
        XCTAssertNil(ProjectPath.frameworkModule("Vendor/.framework"))
        XCTAssertNil(ProjectPath.frameworkModule("Vendor/libz.tbd"))
        XCTAssertNil(ProjectPath.frameworkModule("Kit.framework/Headers"))
    }

    func testXcodeGenTargetsAndIncludes() {
        let files = [
            "project.yml": "name: Shop\ninclude:\n  - path: targets.yml\ntargets:\n  Shop:\n    type: application\n"
                + "    sources: [App]\n    dependencies:\n      - target: Kit\n      - package: Algorithms\n"
                + "      - framework: Carthage/Build/Charts.xcframework\n      - framework: Vendor/libz.tbd\n",
            "targets.yml": "targets:\n  Kit:\n    type: framework\n    sources:\n      - path: Kit\n"
                + "        excludes: [\"**/*.md\"]  # docs\n    settings:\n      base:\n        PRODUCT_MODULE_NAME: ShopKit\n",
        ]
        let manifest = XcodeGenReader.read(path: "project.yml") { files[$0].map { Array($0.utf8) } }
        XCTAssertEqual(manifest.diagnostics, [])
        XCTAssertEqual(manifest.name, "Shop")
        XCTAssertEqual(manifest.includedFiles, ["targets.yml"])
        XCTAssertEqual(manifest.targets.map(\.module.name), ["ShopKit", "Shop"])
        XCTAssertEqual(manifest.targets[0].sources, [ProjectSource(path: "Kit", excludes: ["Kit/**/*.md"])])
        XCTAssertEqual(
            manifest.targets[1].module.dependencies.map(\.name), ["Kit", "Algorithms", "Charts", "libz.tbd"])
    }

    /// A target named in an included file and again in the spec is one target, where the include put it, with
    /// both files' sources and dependencies; thousands of targets keep their order. (The outcome, not the time:
    /// the lookup through an index was measured with a release build, 100,000 targets 15 s -> 0.6 s.)
    func testXcodeGenTargetsNamedTwiceMergeAndManyKeepTheirOrder() {
        let many = (0..<5000).map { "  T\($0):\n    type: framework\n    sources: [T\($0)]\n" }.joined()
        let files = [
            "project.yml": "name: Shop\ninclude: [base.yml]\ntargets:\n" + many
                + "  Shop:\n    sources: [Extra]\n    dependencies:\n      - target: T1\n",
            "base.yml": "targets:\n  Shop:\n    type: application\n    sources: [App]\n",
        ]
        let manifest = XcodeGenReader.read(path: "project.yml") { files[$0].map { Array($0.utf8) } }
        XCTAssertEqual(manifest.diagnostics, [])
        XCTAssertEqual(manifest.targets.count, 5001)
        XCTAssertEqual(manifest.targets.map(\.module.name).prefix(3), ["Shop", "T0", "T1"])
        XCTAssertEqual(manifest.targets.last?.module.name, "T4999")
        XCTAssertEqual(manifest.targets[0].sources.map(\.path), ["App", "Extra"])
        XCTAssertEqual(manifest.targets[0].module.dependencies.map(\.name), ["T1"])
        XCTAssertEqual(manifest.targets[4000].sources.map(\.path), ["T3999"])
    }

    func testXcodeGenSpecsSavedOnWindowsReadAsWithUnixOnes() {
        let unix = [
            "project.yml": "name: Shop\ninclude: [targets.yml]\ntargets:\n  Shop:\n    type: application\n"
                + "    sources: [App]  # the app\n    dependencies:\n      - target: Kit\n",
            "targets.yml": "targets:\n  Kit:\n    type: framework\n    sources:\n      - path: Kit\n"
                + "        excludes:\n          - \"**/*.md\"\n",
        ]
        // As a Windows editor may save them: CRLF line ends, and a byte order mark.
        let windows = unix.mapValues {
            "\u{FEFF}" + $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        }
        let fromUnix = XcodeGenReader.read(path: "project.yml") { unix[$0].map { Array($0.utf8) } }
        let fromWindows = XcodeGenReader.read(path: "project.yml") { windows[$0].map { Array($0.utf8) } }
        XCTAssertEqual(fromWindows.diagnostics, [])
        XCTAssertEqual(fromWindows.name, "Shop")
        XCTAssertEqual(fromWindows.targets.map(\.module.name), ["Kit", "Shop"])
        XCTAssertEqual(fromWindows.targets.map(\.sources), fromUnix.targets.map(\.sources))
        XCTAssertEqual(fromWindows.targets[0].sources, [ProjectSource(path: "Kit", excludes: ["Kit/**/*.md"])])
    }

    func testYAMLScalarsKeepTheirTextAndLines() throws {
        let value = try YAMLSubsetReader.parse(
            #"""
            name: Café Crème
            quoted: "tab\there \"x\" é"
            single: 'it''s ''ok'''
            flow: {k: 'a, b', "ü": [é, "]"]}
            block: |-
              one

              two: ü
            last: z

            """#
        ).get()
        XCTAssertEqual(value["name"]?.scalar, "Café Crème")
        XCTAssertEqual(value["quoted"]?.scalar, "tab\there \"x\" é")
        XCTAssertEqual(value["single"]?.scalar, "it's 'ok'")
        XCTAssertEqual(value["flow"]?["k"]?.scalar, "a, b")
        XCTAssertEqual(value["flow"]?["ü"]?.list?.map(\.scalar), ["é", "]"])
        XCTAssertEqual(value["block"]?.scalar, "one\n\ntwo: ü")
        XCTAssertEqual(value["last"]?.scalar, "z")
        XCTAssertEqual(value.entries?.map(\.line), [1, 2, 3, 4, 5, 9])
    }

    func testYAMLOutsideTheSubsetIsAnErrorNamingTheLine() {
        func error(_ text: String) -> String {
            guard case .failure(let error) = YAMLSubsetReader.parse(text) else { return "parsed" }
            return "\(error.line): \(error.message)"
        }
        XCTAssertEqual(error("targets:\n\tApp:\n"), "2: tab character in indentation")
        XCTAssertEqual(error("base: &base\n  a: 1\n"), "1: anchors ('&') are not supported")
        XCTAssertEqual(error("a: 1\nb: *base\n"), "2: aliases ('*') are not supported")
        XCTAssertEqual(error("a: !custom 1\n"), "1: tags ('!') are not supported")
        XCTAssertEqual(error("a: 1\n---\nb: 2\n"), "2: several documents in one file")
        XCTAssertEqual(error("a:\n  <<: x\n"), "2: merge keys ('<<') are not supported")
        XCTAssertEqual(error("a: [1, 2\n"), "1: unterminated flow collection")
        // An item that ends where no item may start stops the reading (it used to go on without moving).
        XCTAssertEqual(error("a: b\nc: [d: e]\n"), "2: expected ',' or ']' after an item of a flow collection")
        XCTAssertEqual(error("c: [d}]\n"), "1: expected ',' or ']' after an item of a flow collection")
        XCTAssertEqual(error("c: {d: e f: g}\n"), "1: expected ',' or '}' after an item of a flow collection")
    }

    func testYAMLBlockScalarsFlowCollectionsAndComments() throws {
        let value = try YAMLSubsetReader.parse(
            "a: |\n  line: 1\n  # kept\nb: [x, {c: 'd'}, \"e # f\"] # comment\nc:\n- 1\n- k: v\n  l: w\n"
        ).get()
        XCTAssertEqual(value["a"]?.scalar, "line: 1\n# kept")
        XCTAssertEqual(value["b"]?.list?.count, 3)
        XCTAssertEqual(value["b"]?.list?[1]["c"]?.scalar, "d")
        XCTAssertEqual(value["b"]?.list?[2].scalar, "e # f")
        XCTAssertEqual(value["c"]?.list?[1]["l"]?.scalar, "w")
    }

    func testTuistProjectsFromTheManifestAndFromConventions() {
        var helpers = TuistHelpers()
        Array("enum Module: String { case login = \"Login\", web }\n".utf8).withUnsafeBufferPointer { helpers.add($0) }
        let spelled = TuistReader.read(
            """
            import ProjectDescription

            let name = Module.login.rawValue
            let project = Project(
                name: name,
                targets: [
                    .target(name: name, product: .framework, sources: ["Sources/**"],
                            dependencies: [.project(target: "Core", path: "../Core"), .external(name: "Alamofire"), .sdk(name: "c++", type: .library),
                                           .xcframework(path: "Carthage/Build/Charts.xcframework"), .framework(path: .relativeToRoot("Vendor/Maps.framework"))]),
                    .target(name: "\\(name)Tests", product: .unitTests, dependencies: [.target(name: name)]),
                ]
            )
            """, path: "Features/Login/Project.swift", helpers: helpers)
        XCTAssertEqual(spelled.diagnostics, [])
        XCTAssertEqual(spelled.targets.map(\.module.name), ["Login", "LoginTests"])
        XCTAssertEqual(spelled.targets.map(\.module.kind), [.regular, .test])
        XCTAssertEqual(
            spelled.targets.map { $0.sources.map(\.path) }, [["Features/Login/Sources"], ["Features/Login/Tests"]])
        XCTAssertEqual(spelled.targets[0].module.dependencies.map(\.name), ["Core", "Alamofire", "Charts"])

        let helper = TuistReader.read(
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n\n"
                + "let project = Project.makeFeature(name: .login, dependencies: [.Features.web])\n",
            path: "Features/Login/Project.swift", helpers: helpers, folderExists: { $0 == "Features/Login/Tests" })
        XCTAssertEqual(helper.targets.map(\.module.name), ["Login", "LoginTests"])
        XCTAssertEqual(helper.targets[0].module.dependencies.map(\.name), ["web"])
        XCTAssertEqual(
            helper.targets[0].origins,
            [
                "name from the 'Project.makeFeature' call's 'name:' argument", "sources by convention: Sources/**",
                "dependencies from the 'Project.makeFeature' call",
            ])
    }

    func testATuistManifestWrittenAsArbitrarySwiftFallsBackToConventionsWithAWarning() {
        let manifest = TuistReader.read(
            "import ProjectDescription\n\nfunc make() -> Project { fatalError() }\nlet project = make()\n",
            path: "Modules/Payments/Project.swift")
        XCTAssertEqual(manifest.targets.map(\.module.name), ["Payments"])
        XCTAssertEqual(manifest.targets.map(\.dependenciesComplete), [false])
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.path):\($0.position.line):\($0.position.column): \($0.message)" },
            [
                "Modules/Payments/Project.swift:4:15: the project is built by 'make(…)', whose result is not read; targets by convention"
            ])
    }

    func testTuistTargetsNamedByVariablesAndDependenciesBuiltByHelpers() {
        let manifest = TuistReader.read(
            """
            import ProjectDescription

            let app = Target.target(name: "App", product: .app, sources: .sources, dependencies: [.feature(), .external(name: "Swinject")])
            let project = Project.project(name: "App", targets: [app])
            """, path: "Projects/App/Project.swift")
        XCTAssertEqual(manifest.targets.map(\.module.name), ["App"])
        XCTAssertEqual(manifest.targets[0].module.dependencies.map(\.name), ["Swinject"])
        XCTAssertEqual(manifest.targets[0].dependenciesComplete, false)
        XCTAssertEqual(
            manifest.diagnostics.map { "\($0.position.line):\($0.position.column): \($0.message)" },
            [
                "3:62: the target's 'sources:' is not a glob literal; sources by convention",
                "3:87: a dependency built by '.feature' could not be read; ignored",
            ])
    }
}
