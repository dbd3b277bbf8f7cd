import Foundation

protocol NetworkCancellable {
    func cancel()
}

extension URLSessionTask: NetworkCancellable {}

enum DataTransferError: Error {
    case noResponse
    case parsing(Error)
    case networkFailure(Error)
}

protocol DataTransferService {
    @discardableResult
    func request<T: Decodable>(
        path: String,
        queryItems: [URLQueryItem],
        completion: @escaping (Result<T, DataTransferError>) -> Void
    ) -> NetworkCancellable?
}

final class DefaultDataTransferService: DataTransferService {
    private let baseURL: URL
    private let session: URLSession
    private let decoder = JSONDecoder()

    init(baseURL: URL, session: URLSession) {
        self.baseURL = baseURL
        self.session = session
    }

    func request<T: Decodable>(
        path: String,
        queryItems: [URLQueryItem],
        completion: @escaping (Result<T, DataTransferError>) -> Void
    ) -> NetworkCancellable? {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = queryItems
        guard let url = components?.url else {
            completion(.failure(.noResponse))
            return nil
        }
        let task = session.dataTask(with: url) { [decoder] data, _, error in
            if let error {
                completion(.failure(.networkFailure(error)))
                return
            }
            guard let data else {
                completion(.failure(.noResponse))
                return
            }
            do {
                completion(.success(try decoder.decode(T.self, from: data)))
            } catch {
                completion(.failure(.parsing(error)))
            }
        }
        task.resume()
        return task
    }
}
