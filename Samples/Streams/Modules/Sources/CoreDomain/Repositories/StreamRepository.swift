import Foundation

public protocol StreamRepository {
    func liveStreams() async throws -> [LiveStream]
}
