import Foundation

/// An account as the banking API returns it.
public struct Account: Decodable, Equatable, Sendable {
    public let id: String
    public let holder: String
    public let balance: Decimal

    public init(id: String, holder: String, balance: Decimal) {
        self.id = id
        self.holder = holder
        self.balance = balance
    }
}
