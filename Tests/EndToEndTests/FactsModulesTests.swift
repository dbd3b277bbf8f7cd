import Foundation
import TestSupport
import XCTest

/// `archlint facts` on the project samples: manifests are not listed as sources, each file names its modules,
/// and the modules read from the Xcode and Tuist projects are listed.
final class FactsModulesTests: XCTestCase {
    private static let samples = RepositoryFiles.url("Samples")

    private func facts(_ sample: String, format: String) throws -> ProcessResult {
        Archlint.run(["facts", "--format", format, sample], in: Self.samples)
    }

    private func fileModules(_ json: String) throws -> [String] {
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        return files.map { file in
            let module = (file["module"] as? String) ?? "null"
            let several = (file["modules"] as? [String]).map { " " + $0.joined(separator: "+") } ?? ""
            return "\(file["path"] as? String ?? "?") \(module)\(several)"
        }
    }

    func testXcodeProjectsGiveEachFileItsTargetsAndListTheModules() throws {
        let run = try facts("XcodeLayers", format: "json")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(
            try fileModules(run.stdout),
            [
                "App/Presentation/DefaultChatCooridnator.swift Presentation",
                "App/Presentation/UserView.swift Presentation",
                "App/Presentation/UserViewModel.swift Presentation",
                "App/Sources/AppDelegate.swift App",
                "App/Sources/DateText.swift Presentation Presentation+App",
                "App/Tests/UserViewModelTests.swift AppTests",
                "Data/Sources/Legacy/UserCache.swift null",
                "Data/Sources/RemoteUserRepository.swift Data",
                "Domain/Sources/ChatCoordinator.swift Domain",
                "Domain/Sources/User.swift Domain",
                "Domain/Sources/UserRepository.swift Domain",
            ])
        let modules = try XCTUnwrap(run.stdout.range(of: #""modules": ["#, options: .backwards))
        XCTAssertEqual(
            String(run.stdout[modules.lowerBound...]),
            """
            "modules": [
                {
                  "name": "Presentation",
                  "format": "xcode",
                  "manifest": "App/App.xcodeproj/project.pbxproj",
                  "kind": "target",
                  "productType": "com.apple.product-type.framework",
                  "isTest": false,
                  "dependencies": [
                    "Domain"
                  ]
                },
                {
                  "name": "App",
                  "format": "xcode",
                  "manifest": "App/App.xcodeproj/project.pbxproj",
                  "kind": "executableTarget",
                  "productType": "com.apple.product-type.application",
                  "isTest": false,
                  "dependencies": [
                    "Presentation",
                    "Domain",
                    "UserData"
                  ]
                },
                {
                  "name": "AppTests",
                  "format": "xcode",
                  "manifest": "App/App.xcodeproj/project.pbxproj",
                  "kind": "testTarget",
                  "productType": "com.apple.product-type.bundle.unit-test",
                  "isTest": true,
                  "dependencies": []
                },
                {
                  "name": "Data",
                  "format": "xcode",
                  "manifest": "Data/Data.xcodeproj/project.pbxproj",
                  "kind": "target",
                  "productType": "com.apple.product-type.framework",
                  "isTest": false,
                  "dependencies": [
                    "Domain"
                  ]
                },
                {
                  "name": "Domain",
                  "format": "xcode",
                  "manifest": "Domain/Domain.xcodeproj/project.pbxproj",
                  "kind": "target",
                  "productType": "com.apple.product-type.framework",
                  "isTest": false,
                  "dependencies": []
                }
              ]
            }

            """)
    }

    func testTuistManifestsAreNotSourcesAndTheModulesAreListedInText() throws {
        let run = try facts("TuistApp", format: "text")
        XCTAssertEqual(run.status, 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            Set(lines.compactMap { $0.split(separator: ":").first }).sorted().filter { !$0.hasPrefix("module ") },
            [
                "Projects/Domain/Data/Sources/RemoteOrderRepository.swift",
                "Projects/Domain/Sources/Order.swift",
                "Projects/Domain/Sources/OrderRepository.swift",
                "Projects/Presentation/Sources/OrderListView.swift",
                "Projects/Presentation/Sources/OrderListViewModel.swift",
                "Projects/Presentation/Tests/OrderListViewModelTests.swift",
            ])
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("module ") },
            [
                "module Data (tuist target) in Projects/Domain/Data/Project.swift, depends on Domain",
                "module Domain (tuist framework) in Projects/Domain/Project.swift, depends on Data",
                "module Presentation (tuist framework) in Projects/Presentation/Project.swift, depends on Domain",
                "module PresentationTests (tuist unitTests, test) in Projects/Presentation/Project.swift, depends on "
                    + "Presentation",
            ])
    }
}
