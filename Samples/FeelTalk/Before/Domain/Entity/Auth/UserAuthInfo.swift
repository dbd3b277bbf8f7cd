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

    func toAuthNumberRequestDTO() -> AuthNumberRequestDTO? {
        guard isComplete else { return nil }
        return AuthNumberRequestDTO(
            userName: name,
            userBirthday: birthDate,
            userGender: genderDigit,
            userMobileCarrier: carrier.code,
            userPhoneNumber: phoneNumber.filter(\.isNumber)
        )
    }
}

enum MobileCarrier: String, CaseIterable {
    case skt
    case kt
    case lgu
    case sktBudget
    case ktBudget
    case lguBudget

    /// The carrier code of the verification API.
    var code: String {
        switch self {
        case .skt: return "01"
        case .kt: return "02"
        case .lgu: return "03"
        case .sktBudget: return "04"
        case .ktBudget: return "05"
        case .lguBudget: return "06"
        }
    }
}
