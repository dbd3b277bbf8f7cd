import CoreData
import Foundation

/// The Core Data row of a transaction; filled from the server's `TransactionDTO` on sync.
final class TransactionEntity: NSManagedObject {
    @NSManaged var id: UUID
    @NSManaged var amount: NSDecimalNumber
    @NSManaged var isIncome: Bool
    @NSManaged var note: String
    @NSManaged var bookedAt: Date

    func update(from dto: TransactionDTO) {
        id = dto.id
        amount = NSDecimalNumber(decimal: dto.amount)
        isIncome = dto.amount >= 0
        note = dto.memo ?? ""
        bookedAt = dto.bookedAt
    }

    func toDomain() -> Transaction {
        Transaction(
            id: id, amount: amount.decimalValue, kind: isIncome ? .income : .expense, note: note, bookedAt: bookedAt)
    }
}

struct TransactionDTO: Decodable {
    let id: UUID
    let amount: Decimal
    let memo: String?
    let bookedAt: Date
}
