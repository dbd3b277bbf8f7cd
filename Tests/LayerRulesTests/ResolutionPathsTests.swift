import SwiftScanner
import XCTest

@testable import LayerRules

/// The shortcuts of name resolution give the same answers as the plain rules: nested types found by
/// qualified name when a name is declared in many scopes, lookup contexts built from their parent's,
/// and the layer edges each file's references make.
final class ResolutionPathsTests: XCTestCase {
    /// Twelve types nest an `Element` (more than a scan of their scopes is worth), plus one top-level `Element`.
    private func manyElements() -> FileFacts {
        var declarations: [DeclarationFact] = []
        for index in 0..<12 {
            let outer = declarations.count
            declarations.append(declaration(.struct, "Box\(index)", at: outer + 1))
            declarations.append(
                declaration(.struct, "Element", at: outer + 2, parent: outer, qualifiedName: "Box\(index).Element"))
        }
        declarations.append(declaration(.struct, "Element", at: 100))
        declarations.append(declaration(.extension, "Box7", at: 101))
        return FileFacts(
            path: "Domain/Boxes.swift", declarations: declarations,
            references: [
                reference("Element", at: 3, 5, in: 2),  // inside Box1
                reference("Element", at: 102, 5, in: declarations.count - 1),  // inside `extension Box7`
                reference("Element", at: 103, 5),  // file scope: the top-level one
                reference("Box11.Element", at: 104, 5),
            ])
    }

    func testANameNestedInManyScopesResolvesByQualifiedName() {
        let model = ArchitectureModel(files: [manyElements()], layers: cleanLayers)
        XCTAssertEqual(
            model.resolutions[0].references.map { model.symbols[$0].qualifiedName },
            ["Box1.Element", "Box7.Element", "Element", "Box11.Element"])
    }

    func testContextsBuiltFromTheParentMatchTheWalkUpTheChain() {
        var declarations = [declaration(.struct, "Top", at: 1, generics: ["T"])]
        for depth in 1...70 {
            declarations.append(
                declaration(
                    .struct, "N\(depth)", at: depth + 1, parent: depth - 1,
                    qualifiedName: declarations[depth - 1].qualifiedName + ".N\(depth)",
                    generics: depth % 3 == 0 ? ["G\(depth)"] : []))
        }
        declarations.append(declaration(.extension, "Top", at: 80, parent: 90))  // a parent after it: ignored
        let file = FileFacts(path: "Domain/Deep.swift", declarations: declarations)
        var built: [LookupContext] = []
        for index in file.declarations.indices {
            built.append(LookupContext(declaration: index, in: file, earlier: built, fileIndex: 0, layer: LayerID(0)))
        }
        for index in file.declarations.indices {
            let walked = LookupContext(enclosing: index, in: file, fileIndex: 0, layer: LayerID(0))
            XCTAssertEqual(built[index].scopes, walked.scopes, "scopes of declaration \(index)")
            XCTAssertEqual(built[index].genericParameters, walked.genericParameters, "generics of declaration \(index)")
        }
        XCTAssertEqual(built[70].scopes.count, LookupContext.scopeDepthLimit)
        XCTAssertEqual(built[5].genericParameters, ["G3", "T"])
    }

    func testLayerEdgesCountReferencesAndKeepTheFirstBySourcePosition() {
        let files = [
            FileFacts(path: "Data/Client.swift", declarations: [declaration(.class, "Client", at: 1)]),
            FileFacts(
                path: "Domain/Login.swift",
                declarations: [
                    declaration(.struct, "Login", at: 1), declaration(.struct, "Helper", at: 9),
                    declaration(.struct, "Session", at: 12),
                ],
                references: [
                    reference("Client", at: 10, 5, in: 1),
                    reference("Client", at: 2, 5, in: 0),
                    reference("Session", at: 3, 5, in: 0),
                    reference("Missing", at: 4, 5, in: 0),
                    reference("Client", at: 5, 5, in: 0),
                ]),
        ]
        let model = ArchitectureModel(files: files, layers: cleanLayers)
        let domain = model.catalog.id("Domain")!
        let data = model.catalog.id("Data")!
        XCTAssertEqual(model.resolutions[0].layerEdges, [])
        XCTAssertEqual(
            model.resolutions[1].layerEdges, [LayerEdge(from: domain, to: data, references: 3, firstReference: 1)])
    }
}

/// Scanned facts carry the names the scanner interned; the same facts built by hand intern theirs in another
/// order. Both must resolve alike.
final class InternedNamesResolutionTests: XCTestCase {
    func testScannedAndHandBuiltFactsResolveAlike() {
        let sources = [
            (
                "Domain/Profile.swift",
                "struct Profile {\n    struct Builder { func build() -> Profile { Profile() } }\n    static let empty = Profile()\n}\n"
            ),
            ("Domain/ProfileRepository.swift", "protocol ProfileRepository { func load() -> Profile? }\n"),
            (
                "Data/RemoteProfileRepository.swift",
                "final class RemoteProfileRepository: ProfileRepository {\n    struct Builder {}\n"
                    + "    func load() -> Profile? { _ = Builder(); return Profile.Builder().build() }\n}\n"
            ),
            (
                "Presentation/ProfileViewModel.swift",
                "final class ProfileViewModel<Element> {\n    let repository: ProfileRepository = RemoteProfileRepository()\n"
                    + "    var items: [Element] = []\n    let date = Date()\n    let empty = Profile.empty\n}\n"
            ),
        ]
        let scanned = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        // The same facts built by hand: only the facts' names, in the order the facts list them (the scanner's
        // names of the view model also hold its generic parameter `Element`, which is no fact).
        let plain = scanned.map {
            FileFacts(
                path: $0.path, imports: $0.imports, declarations: $0.declarations, references: Array($0.references),
                constructions: Array($0.constructions), memberUses: Array($0.memberUses))
        }
        XCTAssertNotEqual(scanned[3].names.names, plain[3].names.names)
        let interned = ArchitectureModel(files: scanned, layers: cleanLayers)
        let byName = ArchitectureModel(files: plain, layers: cleanLayers)
        for file in scanned.indices {
            XCTAssertEqual(interned.resolutions[file].references, byName.resolutions[file].references)
            XCTAssertEqual(interned.resolutions[file].constructions, byName.resolutions[file].constructions)
            XCTAssertEqual(interned.resolutions[file].memberUses, byName.resolutions[file].memberUses)
        }
        let viewModel = interned.resolutions[3]
        XCTAssertEqual(
            viewModel.references.map { $0.isSymbol ? interned.symbols[$0].qualifiedName : String($0.value) },
            ["ProfileRepository", "RemoteProfileRepository", "-1", "Profile"])  // `Element` is a generic parameter
        XCTAssertEqual(
            interned.resolutions[2].constructions.map { interned.symbols[$0].qualifiedName },
            ["RemoteProfileRepository.Builder", "Profile.Builder"])
    }
}
