import Combine
@testable import Domain
import struct Foundation.URL
@_spi(Internal) public import Networking

/// Shows the login form.
@MainActor
public final class LoginViewModel: ObservableObject, @unchecked Sendable {
    @Published private(set) var state: LoginState = .idle
    private let useCase: any LoginUseCase
    private var cancellables = Set<AnyCancellable>()

    public init(useCase: some LoginUseCase = DefaultLoginUseCase(repository: UserRepositoryImpl())) {
        self.useCase = useCase
    }

    func login(name: String, password: String) async {
        state = .loading
        do {
            let user = try await useCase.login(Credentials(name: name, password: password))
            state = .loggedIn(user.id)
            URLSession.shared.invalidateAndCancel() // archlint: disable:this no-singletons -- logout
        } catch let error as LoginError {
            state = .failed("\(error.localizedDescription) for \(name.uppercased())")
        } catch {
            state = .failed(String(describing: error))
        }
    }

    enum LoginState: Equatable {
        case idle, loading, loggedIn(User.ID), failed(String)
    }
}

extension LoginViewModel.LoginState: CustomStringConvertible where Self: Equatable {
    var description: String { "\(self)" }
}
