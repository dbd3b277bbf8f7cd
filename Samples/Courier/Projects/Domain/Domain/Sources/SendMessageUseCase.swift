import Foundation

public protocol SendMessageUseCase {
    func callAsFunction(_ text: String, from author: String, to room: String) async throws -> Message
}

public final class DefaultSendMessageUseCase: SendMessageUseCase {
    private let repository: ChatRepository

    public init(repository: ChatRepository) {
        self.repository = repository
    }

    public func callAsFunction(_ text: String, from author: String, to room: String) async throws -> Message {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let message = Message(author: author, text: trimmed)
        try await repository.send(message, to: room)
        return message
    }
}
