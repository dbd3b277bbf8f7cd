import Foundation

/// What the user typed into the adult-verification form.
struct UserAuthInfo: Equatable {
    var name: String
    /// Date of birth as `yyMMdd`.
    var birthDate: String
    /// First digit of the back half of the resident registration number.
    var genderDigit: String
    var carrier: MobileCarrier
    var phoneNumber: String

    var isComplete: Bool {
        !name.isEmpty && birthDate.count == 6 && genderDigit.count == 1 && phoneNumber.count >= 10
    }
}

enum MobileCarrier: String, CaseIterable {
    case skt
    case kt
    case lgu
    case sktBudget
    case ktBudget
    case lguBudget
}
