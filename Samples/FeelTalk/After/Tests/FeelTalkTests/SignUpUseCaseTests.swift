import RxSwift
import XCTest

@testable import FeelTalk

final class SignUpUseCaseTests: XCTestCase {
    private final class InMemoryTokenStore: AuthTokenStore {
        var tokens: [String: String] = [:]
        func saveAccessToken(_ token: String) -> Bool { tokens["access"] = token; return true }
        func saveRefreshToken(_ token: String) -> Bool { tokens["refresh"] = token; return true }
        func accessToken() -> String? { tokens["access"] }
        func refreshToken() -> String? { tokens["refresh"] }
        func clear() { tokens.removeAll() }
    }

    private struct StubPushTokenProvider: PushTokenProvider {
        let token: String?
        func fetchToken() -> Single<String?> { .just(token) }
        func deleteToken() -> Single<Void> { .just(()) }
    }

    private final class SignUpRepositorySpy: SignUpRepository {
        var signedUp: [(SignUpInfo, String, String)] = []
        func requestAuthNumber(for info: UserAuthInfo) -> Single<Bool> { .just(true) }
        func signUp(_ entity: SignUpInfo, accessToken: String, fcmToken: String) -> Single<Bool> {
            signedUp.append((entity, accessToken, fcmToken))
            return .just(true)
        }
    }

    func testSignUpSendsStoredAccessTokenAndPushToken() throws {
        let store = InMemoryTokenStore()
        store.saveAccessToken("access-1")
        let repository = SignUpRepositorySpy()
        let useCase = DefaultSignUpUseCase(
            signUpRepository: repository, tokenStore: store, pushTokenProvider: StubPushTokenProvider(token: "fcm-1"))

        let result = try useCase.signUp(with: SignUpInfo(nickname: "maru", marketingConsent: true))
            .toBlocking().single()

        XCTAssertTrue(result)
        XCTAssertEqual(repository.signedUp.first?.1, "access-1")
        XCTAssertEqual(repository.signedUp.first?.2, "fcm-1")
    }
}
