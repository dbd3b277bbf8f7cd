import SwiftUI

struct RepositoryRow: View {
    let repository: CodeRepository
    @State private var readme: String?

    var body: some View {
        VStack(alignment: .leading) {
            Text(repository.name)
            if let readme { Text(readme).lineLimit(2) }
        }
        .task {
            let client = APIClient(baseURL: URL(string: "https://forge.example.com/api")!)
            readme = try? String(decoding: await client.get("repos/\(repository.id)/readme"), as: UTF8.self)
        }
    }
}
