import SwiftUI

struct ProductRowView: View {
    let product: ProductViewModel.ProductViewData

    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
            VStack(alignment: .trailing) {
                Text(product.price).bold()
                Text(product.stockText).font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}
