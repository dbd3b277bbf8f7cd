import Foundation

struct AuthNumberRequestDTO: Encodable {
    let userName: String
    let userBirthday: String
    let userGender: String
    let userMobileCarrier: String
    let userPhoneNumber: String
}
