import CoreDomain
import DataProviders
import Foundation

@MainActor
final class StreamListViewModel {
    let rows = Observed<[StreamRowDTO]>([])
    private let repository: StreamRepository

    init(repository: StreamRepository) {
        self.repository = repository
    }

    func load() async {
        let streams = (try? await repository.liveStreams()) ?? []
        rows.value = streams.map { StreamRowDTO(id: $0.id, title: $0.title, subtitle: "\($0.viewers) watching") }
    }

    func draftStream(titled title: String) -> LiveStream {
        LiveStream(id: UUID().uuidString, title: title)
    }

    func preview(of response: StreamResponseDTO) -> StreamRowDTO {
        StreamRowDTO(id: response.id, title: response.title, subtitle: "")
    }
}
