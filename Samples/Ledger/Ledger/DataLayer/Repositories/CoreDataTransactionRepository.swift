import CoreData

final class CoreDataTransactionRepository: TransactionRepository {
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func transactions(in month: DateInterval) async throws -> [Transaction] {
        try await context.perform { [context] in
            let request = NSFetchRequest<TransactionEntity>(entityName: "TransactionEntity")
            request.predicate = NSPredicate(
                format: "bookedAt >= %@ AND bookedAt < %@", month.start as NSDate, month.end as NSDate)
            return try context.fetch(request).map { $0.toDomain() }
        }
    }
}
