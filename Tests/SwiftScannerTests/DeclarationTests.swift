import XCTest

@testable import SwiftScanner

final class DeclarationTests: XCTestCase {
    func testCleanArchitectureUseCase() {
        let result = facts(
            """
            import Foundation
            #if canImport(UIKit)
            @testable import UIKit
            #endif

            public protocol UseCase {
                associatedtype Output
                func execute() async throws -> Output
            }

            @MainActor
            public final class LoginUseCase: UseCase, Sendable {
                private let repository: AuthRepository
                init(repository: AuthRepository = FirebaseAuthRepository()) {
                    self.repository = repository
                }
                func execute() async throws -> User {
                    let token = UserDefaults.standard.string(forKey: "token")
                    return try await repository.login(token: token ?? "")
                }
            }
            """)
        XCTAssertEqual(result.imports.map(\.module), ["Foundation", "UIKit"])
        XCTAssertEqual(result.imports[1].condition, "canImport(UIKit)")
        XCTAssertEqual(result.imports[1].attributes, ["@testable"])
        XCTAssertEqual(result.imports[1].position, SourcePosition(line: 3, column: 1))
        XCTAssertNil(result.imports[0].condition)
        XCTAssertEqual(result.declarationList, ["protocol UseCase", "class LoginUseCase: UseCase, Sendable"])
        XCTAssertEqual(result.declarations[1].accessLevel, "public")
        XCTAssertEqual(result.declarations[1].attributes, ["@MainActor"])
        XCTAssertEqual(result.declarations[1].position, SourcePosition(line: 12, column: 14))
        XCTAssertEqual(
            result.referenceList,
            [
                "Output@8:36", "MainActor@11:2", "UseCase@12:34", "Sendable@12:43", "AuthRepository@13:29",
                "AuthRepository@14:22", "FirebaseAuthRepository@14:39", "User@17:36", "UserDefaults@18:21",
            ])
        XCTAssertEqual(result.references.map(\.enclosing), [0, nil, 1, 1, 1, 1, 1, 1, 1])
        XCTAssertEqual(result.constructionNames, ["FirebaseAuthRepository"])
        XCTAssertEqual(result.memberUseList, ["UserDefaults.standard"])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.lineCount, 21)
    }
}
