import Data
import Domain
import SwiftUI

public struct OrderListView: View {
    @ObservedObject var viewModel: OrderListViewModel

    public var body: some View {
        List(viewModel.orders) { order in
            Text("\(order.total)")
        }
        .task { await viewModel.load() }
    }
}

struct OrderListView_Previews: PreviewProvider {
    static var previews: some View {
        OrderListView(viewModel: OrderListViewModel(repository: RemoteOrderRepository()))
    }
}
