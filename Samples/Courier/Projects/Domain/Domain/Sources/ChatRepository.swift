import Foundation

public protocol ChatRepository {
    func messages(in room: String) async throws -> [Message]
    func send(_ message: Message, to room: String) async throws
}
