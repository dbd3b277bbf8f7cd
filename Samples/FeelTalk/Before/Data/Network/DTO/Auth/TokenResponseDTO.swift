import Foundation

struct TokenResponseDTO: Decodable {
    let accessToken: String
    let refreshToken: String
    let signUpState: String?

    func toDomain() -> AuthToken {
        AuthToken(accessToken: accessToken, refreshToken: refreshToken)
    }
}

struct StatusResponseDTO: Decodable {
    let status: String
    let message: String?

    var isSuccess: Bool { status == "success" }
}

/// Every endpoint wraps its payload in the same envelope.
struct EnvelopeDTO<Payload: Decodable>: Decodable {
    let status: StatusResponseDTO
    let data: Payload?
}
