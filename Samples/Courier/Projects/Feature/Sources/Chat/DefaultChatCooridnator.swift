import UIKit

final class DefaultChatCooridnator: ChatCoordinator {
    private let navigation: UINavigationController
    private let baseURL: URL

    init(navigation: UINavigationController, baseURL: URL) {
        self.navigation = navigation
        self.baseURL = baseURL
    }

    func start(room: String) {
        let repository = DefaultChatRepository(baseURL: baseURL)
        let viewModel = ChatViewModel(room: room, sendMessage: DefaultSendMessageUseCase(repository: repository))
        viewModel.coordinator = self
        navigation.pushViewController(ChatViewController(viewModel: viewModel), animated: true)
    }

    func showProfile(of author: String) {
        let reactor = ProfileReactor(author: author)
        navigation.pushViewController(ProfileViewController(reactor: reactor), animated: true)
    }

    func close() {
        navigation.popViewController(animated: true)
    }
}
