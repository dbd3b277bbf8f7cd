import Foundation

/// The query the repositories screen's service sends: kept beside the screen, used only by its networking.
struct RepositoriesQuery {
    let owner: String
    var sort = "updated"

    var path: String { "users/\(owner)/repos?sort=\(sort)" }

    func payloadOrder(_ payloads: [RepositoryPayload]) -> [RepositoryPayload] {
        payloads.sorted { $0.stargazersCount > $1.stargazersCount }
    }
}
