import Foundation

struct MessageDTO: Codable {
    let id: String
    let author: String
    let body: String
    let sentAt: TimeInterval

    func toDomain() -> Message {
        Message(
            id: UUID(uuidString: id) ?? UUID(), author: author, text: body,
            sentAt: Date(timeIntervalSince1970: sentAt))
    }
}
