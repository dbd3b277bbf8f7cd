import Foundation
import RxSwift

enum FeelTalkAPI: String {
    case snsLogin = "/api/v1/sign-in/sns"
    case reissueToken = "/api/v1/reissue"
    case adultAuthNumber = "/api/v1/adult-auth/request"
    case signUp = "/api/v1/sign-up"
}

enum APIError: Error {
    case emptyBody
    case rejected(String?)
}

final class APIClient {
    static let shared = APIClient(baseURL: URL(string: "https://api.feeltalk.example")!)

    private let baseURL: URL
    private let session: URLSession

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func post<Body: Encodable, Payload: Decodable>(
        _ api: FeelTalkAPI,
        body: Body,
        accessToken: String? = nil
    ) -> Single<EnvelopeDTO<Payload>> {
        Single.create { [baseURL, session] single in
            var request = URLRequest(url: baseURL.appendingPathComponent(api.rawValue))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            if let accessToken {
                request.setValue("Bearer " + accessToken, forHTTPHeaderField: "Authorization")
            }
            request.httpBody = try? JSONEncoder().encode(body)
            let task = session.dataTask(with: request) { data, _, error in
                if let error {
                    single(.failure(error))
                    return
                }
                guard let data else {
                    single(.failure(APIError.emptyBody))
                    return
                }
                do {
                    single(.success(try JSONDecoder().decode(EnvelopeDTO<Payload>.self, from: data)))
                } catch {
                    single(.failure(error))
                }
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }
}

/// The payload of endpoints that answer with the status only.
struct EmptyPayloadDTO: Decodable {}
