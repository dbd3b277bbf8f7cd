import CoreDomain
import Foundation

public final class RemoteStreamRepository: StreamRepository {
    private let session: URLSession
    private let endpoint: URL

    public init(session: URLSession, endpoint: URL) {
        self.session = session
        self.endpoint = endpoint
    }

    public func liveStreams() async throws -> [LiveStream] {
        let (data, _) = try await session.data(from: endpoint)
        let response = try JSONDecoder().decode([StreamResponseDTO].self, from: data)
        return response.map { LiveStream(id: $0.id, title: $0.title, viewers: $0.viewerCount) }
    }
}
