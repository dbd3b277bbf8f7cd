import Foundation

final class RepositoryTask: Cancellable {
    var networkTask: NetworkCancellable?
    private(set) var isCancelled = false

    func cancel() {
        networkTask?.cancel()
        isCancelled = true
    }
}
