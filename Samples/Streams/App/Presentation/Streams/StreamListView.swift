import SwiftUI

struct StreamListView: View {
    let model: StreamListViewModel
    @State private var rows: [StreamRowDTO] = []

    var body: some View {
        List(rows) { row in
            VStack(alignment: .leading) {
                Text(row.title)
                Text(row.subtitle).font(.caption)
            }
        }
        .task {
            model.rows.observe { rows = $0 }
            await model.load()
        }
    }
}
