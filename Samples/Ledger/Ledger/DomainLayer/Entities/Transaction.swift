import Foundation
import UIKit

struct Transaction: Equatable {
    enum Kind { case income, expense }

    let id: UUID
    let amount: Decimal
    let kind: Kind
    let note: String
    let bookedAt: Date

    var tint: UIColor { kind == .income ? .systemGreen : .systemRed }
}
