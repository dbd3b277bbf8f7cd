import Foundation

public final class DefaultChatRepository: ChatRepository {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = URLSession.shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func messages(in room: String) async throws -> [Message] {
        let url = baseURL.appendingPathComponent("rooms/\(room)/messages")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([MessageDTO].self, from: data).map { $0.toDomain() }
    }

    public func send(_ message: Message, to room: String) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("rooms/\(room)/messages"))
        request.httpMethod = "POST"
        let dto = MessageDTO(
            id: message.id.uuidString, author: message.author, body: message.text,
            sentAt: message.sentAt.timeIntervalSince1970)
        request.httpBody = try JSONEncoder().encode(dto)
        _ = try await session.data(for: request)
    }
}
