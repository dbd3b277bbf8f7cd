import LayerRules
import SwiftScanner
import XCTest

final class SymbolTableTests: XCTestCase {
    private let files = [
        FileFacts(
            path: "Data/Models.swift",
            declarations: [
                declaration(.struct, "Result", at: 1),
                declaration(.class, "APIClient", at: 3),
                declaration(.enum, "Error", at: 4, parent: 1, qualifiedName: "APIClient.Error"),
            ]),
        FileFacts(
            path: "Domain/Models.swift",
            declarations: [
                declaration(.struct, "Result", at: 1),
                declaration(.struct, "Box", at: 2, generics: ["APIClient"]),
                declaration(.extension, "APIClient", at: 6),
            ],
            references: [
                reference("Result", at: 3, 12, in: 1),
                reference("APIClient", at: 4, 12, in: 1),
                reference("Error", at: 7, 12, in: 2),
                reference("APIClient.Error", at: 8, 12),
                reference("Error", at: 9, 12),
                reference("Missing", at: 10, 12),
            ]),
    ]

    func testEveryTypeDeclarationHasItsSymbolAndNothingElseHasOne() {
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        let found = files.indices.map { file in
            (0...files[file].declarations.count).map { declaration in
                model.symbols.symbol(file: file, declaration: declaration).map { model.symbols[$0].qualifiedName }
            }
        }
        XCTAssertEqual(found[0], ["Result", "APIClient", "APIClient.Error", nil])
        XCTAssertEqual(found[1], ["Result", "Box", nil, nil], "an extension declares no type; past the end is none")
        XCTAssertNil(model.symbols.symbol(file: 2, declaration: 0), "no such file")
        XCTAssertNil(model.symbols.symbol(file: 0, declaration: -1))
    }

    private func resolvedReferences() -> [String] {
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        return model.resolutions[1].references.map { target in
            switch target {
            case FileResolution.external: return "external"
            case FileResolution.shadowed: return "shadowed"
            default:
                let symbol = model.symbols[target]
                return "\(symbol.qualifiedName) in \(model.catalog.name(model.symbols.layer(of: target)) ?? "none")"
            }
        }
    }

    func testReferencesResolveThroughScopesLayersAndGenericParameters() {
        XCTAssertEqual(
            resolvedReferences(),
            [
                "Result in Domain",  // declared in two layers: the referencing layer's own wins
                "shadowed",  // a generic parameter of the enclosing declaration
                "APIClient.Error in Data",  // nested type seen from an extension of its parent
                "APIClient.Error in Data",  // dotted name
                "external",  // a nested type is not visible unqualified from outside
                "external",
            ])
    }

    func testExtensionsAreNotTypeDeclarations() {
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        XCTAssertEqual(
            model.symbols.symbols.map(\.qualifiedName), ["Result", "APIClient", "APIClient.Error", "Result", "Box"])
    }

    func testConformanceCountsExtensionsInOtherFilesAndProtocolInheritance() {
        let files = [
            FileFacts(
                path: "Domain/Contracts.swift",
                declarations: [
                    declaration(.protocol, "Repository", at: 1),
                    declaration(.protocol, "UserRepository", at: 2, inherits: ["Repository"]),
                ]),
            FileFacts(
                path: "Data/Base.swift",
                declarations: [
                    declaration(.class, "BaseStore", at: 1, inherits: ["NSObject"]),
                    declaration(.class, "UserStore", at: 2, inherits: ["BaseStore", "@uncheckedSendable"]),
                ]),
            FileFacts(
                path: "Shared/Conformances.swift",
                declarations: [declaration(.extension, "BaseStore", at: 1, inherits: ["UserRepository&Sendable"])]),
        ]
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        let userStore = model.symbols.symbol(file: 1, declaration: 1)!
        XCTAssertEqual(
            model.conformances.protocols(of: userStore).map { model.symbols[$0].name },
            ["UserRepository", "Repository"])
    }

    func testOneNameDeclaredInManyScopesResolvesByEnclosingScopeFileAndLayer() {
        let files = [
            FileFacts(
                path: "Data/Paging.swift",
                declarations: [
                    declaration(.struct, "Cursor", at: 1),
                    declaration(.struct, "Page", at: 2),
                    declaration(.struct, "Cursor", at: 3, parent: 1, qualifiedName: "Page.Cursor"),
                ]),
            FileFacts(
                path: "Domain/Feed.swift",
                declarations: [
                    declaration(.struct, "Feed", at: 1),
                    declaration(.struct, "Cursor", at: 2, parent: 0, qualifiedName: "Feed.Cursor"),
                    declaration(.extension, "Page", at: 5),
                ],
                references: [
                    reference("Cursor", at: 3, 12, in: 0),
                    reference("Cursor", at: 6, 12, in: 2),
                    reference("Cursor", at: 8, 12),
                    reference("Page.Cursor", at: 9, 12),
                ]),
            FileFacts(path: "Domain/Other.swift", declarations: [declaration(.struct, "Cursor", at: 1)]),
            FileFacts(path: "Presentation/List.swift", references: [reference("Cursor", at: 1, 12)]),
        ]
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        func describe(_ targets: [SymbolID]) -> [String] {
            targets.map { "\(model.symbols[$0].qualifiedName) in \(model.symbols[$0].file)" }
        }
        XCTAssertEqual(
            describe(model.resolutions[1].references),
            [
                "Feed.Cursor in 1",  // nested in the enclosing declaration
                "Page.Cursor in 0",  // nested in the extended type
                "Cursor in 2",  // top level: the one in the referencing layer ('Domain')
                "Page.Cursor in 0",  // dotted name
            ])
        XCTAssertEqual(describe(model.resolutions[3].references), ["Cursor in 0"])  // no better candidate: the first
    }

    /// A name declared at the top level of many files (`Localization` in each feature's strings file): each
    /// file's own declaration wins, found by bisection past 16 candidates, and a file without one takes the first.
    func testAFileFindsItsOwnTopLevelDeclarationAmongManyOfTheSameName() {
        var files = (0..<40).map { feature in
            FileFacts(
                path: "Feature\(feature)/Strings.swift",
                declarations: [declaration(.enum, "Localization", at: 1)],
                references: [reference("Localization", at: 5, 12)])
        }
        files.append(FileFacts(path: "Shared/Banner.swift", references: [reference("Localization", at: 1, 12)]))
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        let resolvedFiles = files.indices.map { file in
            model.resolutions[file].references.map { model.symbols[$0].file }
        }
        XCTAssertEqual(resolvedFiles, (0..<40).map { [$0] } + [[0]])
    }

    /// A name declared `private` at the top level of many files (`Constants` in each screen): each file takes its
    /// own; a file without one sees past the private ones (set apart in the name's summary past 16) to the one
    /// its module declares, and with no such one the name is declared nowhere the file can see.
    func testAFileWithoutItsOwnSeesPastManyPrivateDeclarationsOfTheName() {
        func screens(_ count: Int) -> [FileFacts] {
            (0..<count).map { screen in
                FileFacts(
                    path: "Screen\(screen)/Layout.swift",
                    declarations: [
                        DeclarationFact(
                            kind: .enum, name: "Constants", qualifiedName: "Constants", accessLevel: "private",
                            position: SourcePosition(line: 1, column: 9))
                    ],
                    references: [reference("Constants", at: 5, 12)])
            }
        }
        let banner = FileFacts(path: "Shared/Banner.swift", references: [reference("Constants", at: 1, 12)])
        let shared = FileFacts(path: "Shared/Constants.swift", declarations: [declaration(.enum, "Constants", at: 1)])
        // The file of each resolved reference (-1 for a reference to no symbol).
        func targetFiles(_ model: ArchitectureModel, _ file: Int) -> [Int] {
            model.resolutions[file].references.map { $0.isSymbol ? model.symbols[$0].file : -1 }
        }
        let withShared = ArchitectureModel(files: screens(40) + [banner, shared], layers: cleanLayers)
        XCTAssertEqual((0..<41).map { targetFiles(withShared, $0) }, (0..<40).map { [$0] } + [[41]])
        let privateOnly = ArchitectureModel(files: screens(40) + [banner], layers: cleanLayers)
        XCTAssertEqual(privateOnly.resolutions[40].references, [FileResolution.external])
        let few = ArchitectureModel(files: screens(3) + [banner, shared], layers: cleanLayers)
        XCTAssertEqual(targetFiles(few, 3), [4])
    }

    /// A module declaring one name in many files (40 `Item`s, an invalid redeclaration Swift would reject, or
    /// a folder tree whose targets are unknown): a file without its own takes the first in its layer, else the
    /// first, as with a few, answered from the name's summary (`CrowdedNames`) past 16 declarations.
    func testAFileWithoutItsOwnTakesTheFirstInItsLayerAmongManyOfTheModule() {
        // 10 declarations are walked, 40 answered from the summary: the same choice either way.
        for count in [10, 40] {
            let inData = count * 3 / 4
            let items = (0..<count).map { index in
                FileFacts(
                    path: (index < inData ? "Data" : "Domain") + "/Item\(index).swift",
                    declarations: [declaration(.struct, "Item", at: 1)])
            }
            let users = ["Domain/Cart.swift", "Presentation/CartView.swift"].map { path in
                FileFacts(path: path, references: [reference("Item", at: 2, 12)])
            }
            let model = ArchitectureModel(files: items + users, layers: cleanLayers)
            let targets = [count, count + 1].map { file in
                model.resolutions[file].references.map { model.files[model.symbols[$0].file].path }.joined()
            }
            XCTAssertEqual(targets, ["Domain/Item\(inData).swift", "Data/Item0.swift"], "\(count) declarations")
        }
    }

    /// Two apps side by side with no manifest or project (one module to archlint) declare the same names: a
    /// reference takes the declaration nearest its file, before the one in its layer, with a few declarations
    /// walked and with many (40 apps, the name's summary) looked up around the file's place in path order,
    /// whatever the order of the files.
    func testOfSeveralDeclarationsInTheModuleTheNearestFolderWins() {
        let twoApps = [
            FileFacts(path: "AppA/Data/Repository.swift", declarations: [declaration(.protocol, "ItemStore", at: 1)]),
            FileFacts(path: "AppA/Domain/Fetch.swift", references: [reference("ItemStore", at: 2, 12)]),
            FileFacts(path: "AppB/Domain/ItemStore.swift", declarations: [declaration(.protocol, "ItemStore", at: 1)]),
            FileFacts(path: "AppB/Domain/Fetch.swift", references: [reference("ItemStore", at: 2, 12)]),
            FileFacts(path: "Tools/Check.swift", references: [reference("ItemStore", at: 2, 12)]),
        ]
        let model = ArchitectureModel(files: twoApps, layers: cleanLayers)
        let targets = [1, 3, 4].map { file in
            model.resolutions[file].references.map { model.files[model.symbols[$0].file].path }.joined()
        }
        // 'Tools' shares no folder with either: the first in its layer (none), else the first.
        XCTAssertEqual(
            targets, ["AppA/Data/Repository.swift", "AppB/Domain/ItemStore.swift", "AppA/Data/Repository.swift"])

        let apps = (0..<40).map { String(format: "App%02d", $0) }
        let declarations = apps.map { app in
            FileFacts(path: "\(app)/Model/Item.swift", declarations: [declaration(.struct, "Item", at: 1)])
        }
        // The referencing files after all the declarations, out of path order.
        let views = apps.reversed().map { app in
            FileFacts(path: "\(app)/Views/List.swift", references: [reference("Item", at: 2, 12)])
        }
        let many = ArchitectureModel(files: declarations + views, layers: cleanLayers)
        let resolved = (40..<80).map { file in
            many.resolutions[file].references.map { many.files[many.symbols[$0].file].path }.joined()
        }
        XCTAssertEqual(resolved, apps.reversed().map { "\($0)/Model/Item.swift" })
    }

    /// `Outer.Inner` when several types are named `Outer` (two modules' `Constants` that archlint sees as one
    /// module): the `Inner` nested in the `Outer` the name resolves to, not the first `Outer.Inner` in path order;
    /// one declared by an extension in another file is found nearest that `Outer`.
    func testANestedNameFollowsTheOuterTypeItsHeadResolvesTo() {
        let files = [
            FileFacts(
                path: "Features/Common/Sources/Constants.swift",
                declarations: [
                    declaration(.struct, "Constants", at: 1),
                    declaration(.struct, "Network", at: 2, parent: 0, qualifiedName: "Constants.Network"),
                ]),
            FileFacts(
                path: "Features/Common/Sources/Constants+Keys.swift",
                declarations: [
                    declaration(.extension, "Constants", at: 1),
                    declaration(.enum, "Keys", at: 2, parent: 0, qualifiedName: "Constants.Keys"),
                ]),
            FileFacts(
                path: "Features/Network/Sources/Core/Constants.swift",
                declarations: [
                    declaration(.struct, "Constants", at: 1),
                    declaration(.struct, "Network", at: 2, parent: 0, qualifiedName: "Constants.Network"),
                ]),
            FileFacts(
                path: "Features/Network/Sources/Core/Constants+Keys.swift",
                declarations: [
                    declaration(.extension, "Constants", at: 1),
                    declaration(.enum, "Keys", at: 2, parent: 0, qualifiedName: "Constants.Keys"),
                ]),
            FileFacts(
                path: "Features/Network/Sources/Services/Endpoint.swift",
                references: [reference("Constants.Network", at: 3, 20), reference("Constants.Keys", at: 4, 20)]),
        ]
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        XCTAssertEqual(
            model.resolutions[4].references.map { target in
                let symbol = model.symbols[target]
                return "\(symbol.qualifiedName) \(model.files[symbol.file].path)"
            },
            [
                "Constants.Network Features/Network/Sources/Core/Constants.swift",
                "Constants.Keys Features/Network/Sources/Core/Constants+Keys.swift",
            ])
    }
}
