import SwiftUI

struct HistoryView: View {
    @StateObject var viewModel: HistoryViewModel
    let month: DateInterval

    var body: some View {
        Text(viewModel.balance).task { await viewModel.load(month: month) }
    }
}
