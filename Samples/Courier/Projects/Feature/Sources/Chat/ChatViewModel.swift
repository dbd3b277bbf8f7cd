import Combine
import Foundation

@MainActor
final class ChatViewModel: ObservableObject {
    @Published private(set) var messages: [Message] = []
    @Published var draft = ""

    weak var coordinator: ChatCoordinator?
    private let sendMessage: SendMessageUseCase
    private let room: String

    init(room: String, sendMessage: SendMessageUseCase) {
        self.room = room
        self.sendMessage = sendMessage
    }

    func send() async {
        guard let message = try? await sendMessage(draft, from: "me", to: room) else { return }
        messages.append(message)
        draft = ""
    }

    func didTapAuthor(_ author: String) {
        coordinator?.showProfile(of: author)
    }
}
