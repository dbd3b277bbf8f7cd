import Foundation

public struct Message: Equatable, Identifiable {
    public let id: UUID
    public let author: String
    public let text: String
    public let sentAt: Date

    public init(id: UUID = UUID(), author: String, text: String, sentAt: Date = Date()) {
        self.id = id
        self.author = author
        self.text = text
        self.sentAt = sentAt
    }
}
