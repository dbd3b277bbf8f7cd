import Foundation

@Observable
final class RepositoriesViewModel {
    private(set) var repositories: [CodeRepository] = []
    private(set) var errorMessage: String?
    private let service: RepositoryService

    init(service: RepositoryService) {
        self.service = service
    }

    func load(owner: String) async {
        do {
            repositories = try await service.repositories(of: owner)
        } catch {
            errorMessage = "Could not load \(owner)'s repositories."
        }
    }
}
