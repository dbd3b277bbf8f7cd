import Foundation

extension URLSessionTask: Cancellable {}
