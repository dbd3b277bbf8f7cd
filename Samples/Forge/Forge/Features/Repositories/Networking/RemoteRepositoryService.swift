import Foundation

struct RepositoryPayload: Decodable {
    let id: Int
    let name: String
    let stargazersCount: Int
    let `private`: Bool
}

final class RemoteRepositoryService: RepositoryService {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func repositories(of owner: String) async throws -> [CodeRepository] {
        let data = try await client.get(RepositoriesQuery(owner: owner).path)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode([RepositoryPayload].self, from: data).map {
            CodeRepository(id: $0.id, name: $0.name, stars: $0.stargazersCount, isPrivate: $0.private)
        }
    }
}
