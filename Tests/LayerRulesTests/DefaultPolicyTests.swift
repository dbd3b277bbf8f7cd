import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

final class DefaultPolicyTests: XCTestCase {
    func testEmbeddedPolicyIsTheRepositoryRulesJSON() throws {
        let onDisk = try Data(contentsOf: RepositoryFiles.url("rules.json"))
        XCTAssertTrue(
            Array(onDisk) == Array(DefaultPolicy.json.utf8),
            "DefaultPolicy.json differs from rules.json: run Scripts/embed-default-policy.sh")
        XCTAssertEqual(DefaultPolicy.source, PolicySource(path: nil, sha256: SHA256.hexDigest(Array(onDisk))))
        XCTAssertEqual(DefaultPolicy.source.displayName, "<embedded default>")
    }

    func testDefaultPolicyLoadsIntoTheExpectedValues() {
        let policy = DefaultPolicy.load()
        XCTAssertEqual(policy.version, 1)
        XCTAssertEqual(
            policy.exclude,
            ["**/Tests/**", "**/*Tests/**", "**/Pods/**", "**/Carthage/**", "**/.build/**", "**/DerivedData/**"])
        XCTAssertEqual(
            policy.layers,
            [
                LayerDefinition(
                    name: "Domain",
                    paths: [
                        "**/Domain/**",
                        "**/DomainLayer/**",
                        "**/UseCases/**",
                        "**/UseCase/**",
                        "**/Interactors/**",
                        "**/Entities/**",
                        "**/Entity/**",
                        "**/{Domain,DomainLayer}/**/{Repositories,Repository,Scenes,Presenter,Presenters,Features,Feature,Modules,Moduls}/**",
                    ]),
                LayerDefinition(
                    name: "Data",
                    paths: [
                        "**/Data/**",
                        "**/DataLayer/**",
                        "**/Infrastructure/**",
                        "**/Platform/**",
                        "**/*Platform/**",
                        "**/Networking/**",
                        "**/Network/**",
                        "**/NetworkService/**",
                        "**/Persistence/**",
                        "**/CoreData/**",
                        "**/Realm/**",
                        "**/Repositories/**",
                        "**/Repository/**",
                        "**/{Data,DataLayer,Infrastructure,Platform,*Platform,Networking,Network,NetworkService,Persistence,CoreData,Realm}/**/{UseCases,UseCase,Interactors,Entities,Entity,Scenes,Presenter,Presenters,Features,Feature,Modules,Moduls}/**",
                    ]),
                LayerDefinition(
                    name: "Presentation",
                    paths: [
                        "**/Presentation/**",
                        "**/PresentationLayer/**",
                        "**/PresentationSwiftUI/**",
                        "**/Scenes/**",
                        "**/Presenter/**",
                        "**/Presenters/**",
                        "**/Features/**",
                        "**/Feature/**",
                        "**/Modules/**",
                        "**/Moduls/**",
                        "**/{Presentation,PresentationLayer,PresentationSwiftUI}/**/{UseCases,UseCase,Interactors,Entities,Entity,Repositories,Repository}/**",
                    ]),
                LayerDefinition(
                    name: "ViewModels", types: ["*ViewModel", "*ViewModel?*", "*Reactor"], within: "Presentation",
                    patternKinds: ["*Reactor": [.class, .struct, .actor]]),
                LayerDefinition(
                    name: "App",
                    paths: [
                        "**/Application/**",
                        "**/AppDelegate.swift",
                        "**/SceneDelegate.swift",
                        "**/DependencyInjection/**",
                        "**/DI/**",
                        "**/Assembly/**",
                        "**/Assemblies/**",
                        "**/Builder/**",
                        "**/CompositionRoot/**",
                        "**/Projects/App/**",
                    ],
                    types: ["*Coordinator", "*DIContainer"], compositionRoot: true,
                    kinds: [.class, .struct, .enum, .actor],
                    conformsTo: ["*Coordinator"], previews: true),
            ])
        let expectedRules: [RuleConfiguration] = [
            RuleConfiguration(
                id: "dependency-direction",
                kind: .dependencies(allow: [
                    "Domain": [], "Data": ["Domain"], "Presentation": ["Domain", "ViewModels"],
                    "ViewModels": ["Domain", "Presentation"], "App": ["*"],
                ])),
            RuleConfiguration(
                id: "domain-imports",
                kind: .imports(layers: ["Domain"], allow: ["Foundation", "RxSwift", "Combine"], deny: nil)),
            RuleConfiguration(
                id: "viewmodel-imports",
                kind: .imports(
                    layers: ["ViewModels"], allow: nil, deny: ["UIKit", "SwiftUI", "Alamofire", "Firebase*"])),
            RuleConfiguration(
                id: "no-views-in-viewmodels",
                kind: .references(layers: ["ViewModels"], deny: ["UI[A-Z]*"], denyKinds: ["views"]),
                hint: "expose state and actions from the view model and let the view or the coordinator create and "
                    + "present views"),
            RuleConfiguration(id: "no-testable-import", kind: .testableImports(layers: ["*"])),
            RuleConfiguration(
                id: "no-dto-outside-data",
                kind: .references(layers: ["Domain", "Presentation"], deny: ["*DTO", "*Dto"], belongsIn: ["Data"])),
            RuleConfiguration(
                id: "no-ui-in-domain",
                kind: .references(layers: ["Domain"], deny: ["UI[A-Z]*", "NS*Image", "*ViewController"])),
            RuleConfiguration(
                id: "data-implements-domain",
                kind: .conformance(
                    layers: ["Data"], types: ["*Repository"], mustConformTo: ["Domain"])),
            RuleConfiguration(
                id: "contracts-live-in-domain",
                kind: .declarations(protocols: ["*Repository", "*UseCase"], layers: ["Domain"])),
            RuleConfiguration(
                id: "inject-dont-construct",
                kind: .construction(
                    layers: ["Domain", "Presentation"], denyImplementations: true, denyLayers: ["Data"])),
            RuleConfiguration(
                id: "no-singletons-in-domain",
                kind: .symbols(
                    layers: ["Domain"],
                    deny: [
                        "URLSession.shared", "UserDefaults.standard", "UIApplication.shared",
                        "NotificationCenter.default", "FileManager.default",
                    ])),
            RuleConfiguration(id: "acyclic-layers", kind: .acyclic),
            RuleConfiguration(
                id: "package-manifest",
                kind: .manifest(undeclaredImports: true, explicitImports: false, cycles: true)),
        ]
        XCTAssertEqual(policy.rules.map(\.id), expectedRules.map(\.id))
        for (actual, expected) in zip(policy.rules, expectedRules) {
            XCTAssertEqual(actual, expected, actual.id)
        }
    }

    func testLoadingTheRepositoryRulesJSONRecordsLocationsAndChecksum() throws {
        let path = RepositoryFiles.path("rules.json")
        let (policy, source) = try PolicyLoader.load(contentsOf: path)
        XCTAssertEqual(source.path, path)
        XCTAssertEqual(source.sha256, DefaultPolicy.source.sha256)
        XCTAssertEqual(policy.layers.first?.location, ConfigLocation(path: path, line: 12, column: 5))
        XCTAssertEqual(policy.rules.first?.location, ConfigLocation(path: path, line: 24, column: 5))
        XCTAssertEqual(policy.rules.last?.location, ConfigLocation(path: path, line: 64, column: 5))
    }
}
