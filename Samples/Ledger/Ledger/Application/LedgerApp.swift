import CoreData
import SwiftUI

@main
struct LedgerApp: App {
    private let container = NSPersistentContainer(name: "Ledger")

    var body: some Scene {
        WindowGroup {
            HistoryView(
                viewModel: HistoryViewModel(
                    balanceUseCase: DefaultMonthlyBalanceUseCase(
                        repository: CoreDataTransactionRepository(context: container.viewContext))),
                month: DateInterval(start: .now, duration: 30 * 24 * 3600))
        }
    }
}
