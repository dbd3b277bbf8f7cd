import Foundation

protocol TransactionRepository {
    func transactions(in month: DateInterval) async throws -> [Transaction]
}
