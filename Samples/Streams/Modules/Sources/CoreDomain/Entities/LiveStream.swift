import Foundation

/// A stream as the app shows it: a class, because the player keeps one instance per open stream.
public final class LiveStream {
    public let id: String
    public var title: String
    public var viewers: Int

    public init(id: String, title: String, viewers: Int = 0) {
        self.id = id
        self.title = title
        self.viewers = viewers
    }
}
