import Foundation

/// Converts the adult-verification entity into the request the API expects.
enum UserAuthInfoMapper {
    static func toAuthNumberRequestDTO(from entity: UserAuthInfo) -> AuthNumberRequestDTO? {
        guard entity.isComplete else { return nil }
        return AuthNumberRequestDTO(
            userName: entity.name,
            userBirthday: entity.birthDate,
            userGender: entity.genderDigit,
            userMobileCarrier: carrierCode(entity.carrier),
            userPhoneNumber: entity.phoneNumber.filter(\.isNumber)
        )
    }

    private static func carrierCode(_ carrier: MobileCarrier) -> String {
        switch carrier {
        case .skt: return "01"
        case .kt: return "02"
        case .lgu: return "03"
        case .sktBudget: return "04"
        case .ktBudget: return "05"
        case .lguBudget: return "06"
        }
    }
}
