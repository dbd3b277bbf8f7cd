import Foundation

final class AppDIContainer {
    private let apiBaseURL = URL(string: "https://api.themoviedb.org")!

    lazy var apiDataTransferService: DataTransferService = DefaultDataTransferService(
        baseURL: apiBaseURL,
        session: URLSession(configuration: .default)
    )

    func makeMoviesSceneDIContainer() -> MoviesSceneDIContainer {
        MoviesSceneDIContainer(dependencies: .init(apiDataTransferService: apiDataTransferService))
    }
}
