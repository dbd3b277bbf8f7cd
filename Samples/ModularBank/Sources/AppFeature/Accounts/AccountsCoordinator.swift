import Services
import SwiftUI
import UIComponents
import UIKit

/// Starts the accounts flow; shows an account's statement in the zoomable view of the design system.
final class AccountsCoordinator: Coordinator {
    let navigationController: UINavigationController
    private let service: AccountService

    init(navigationController: UINavigationController, service: AccountService) {
        self.navigationController = navigationController
        self.service = service
    }

    func start() {
        let model = AccountsViewModel(service: service)
        navigationController.pushViewController(UIHostingController(rootView: Text("\(model.accounts.count)")), animated: false)
    }

    func showStatement(of account: Account) {
        let view = ZoomableScrollView { Text(account.holder) }
        navigationController.pushViewController(UIHostingController(rootView: view), animated: true)
    }
}
