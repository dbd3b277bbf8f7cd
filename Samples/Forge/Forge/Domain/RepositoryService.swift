import Foundation

protocol RepositoryService {
    func repositories(of owner: String) async throws -> [CodeRepository]
}
