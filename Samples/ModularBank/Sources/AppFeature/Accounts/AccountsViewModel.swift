import Foundation
import Services
import UIComponents

/// The accounts list. `Account` is the service module's typealias: the feature imports `Services` only.
@MainActor
final class AccountsViewModel: ObservableObject {
    @Published private(set) var accounts: [Account] = []
    @Published private(set) var items: [Item] = []
    let theme = Theme.standard
    private let service: AccountService

    init(service: AccountService) {
        self.service = service
    }

    func load() async {
        accounts = (try? await service.accounts()) ?? []
        items = accounts.map { Item(title: $0.holder, amount: $0.balance) }
    }

    func select(_ account: Account) -> Item? {
        items.first { $0.title == account.holder }
    }
}

/// One row of the list.
struct Item: Identifiable, Sendable {
    let title: String
    let amount: Decimal
    var id: String { title }
}
