import Foundation

@MainActor
final class HistoryViewModel: ObservableObject {
    @Published private(set) var balance: String = ""
    private let balanceUseCase: MonthlyBalanceUseCase

    init(balanceUseCase: MonthlyBalanceUseCase) {
        self.balanceUseCase = balanceUseCase
    }

    func load(month: DateInterval) async {
        let value = (try? await balanceUseCase.balance(of: month)) ?? 0
        balance = NumberFormatter.localizedString(from: value as NSDecimalNumber, number: .currency)
    }
}
