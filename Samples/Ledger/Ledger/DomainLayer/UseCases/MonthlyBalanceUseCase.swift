import Foundation

protocol MonthlyBalanceUseCase {
    func balance(of month: DateInterval) async throws -> Decimal
}

final class DefaultMonthlyBalanceUseCase: MonthlyBalanceUseCase {
    private let repository: TransactionRepository

    init(repository: TransactionRepository) {
        self.repository = repository
    }

    func balance(of month: DateInterval) async throws -> Decimal {
        try await repository.transactions(in: month).reduce(0) { total, transaction in
            transaction.kind == .income ? total + transaction.amount : total - transaction.amount
        }
    }
}
