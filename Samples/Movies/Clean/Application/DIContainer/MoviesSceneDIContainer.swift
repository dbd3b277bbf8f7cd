import UIKit

final class MoviesSceneDIContainer: MoviesSearchFlowCoordinatorDependencies {
    struct Dependencies {
        let apiDataTransferService: DataTransferService
    }

    private let dependencies: Dependencies

    private lazy var moviesResponseCache: MoviesResponseStorage = InMemoryMoviesResponseStorage()
    private lazy var moviesQueriesStorage: MoviesQueriesStorage = UserDefaultsMoviesQueriesStorage(maxStorageLimit: 10)

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    // MARK: - Use Cases

    func makeSearchMoviesUseCase() -> SearchMoviesUseCase {
        DefaultSearchMoviesUseCase(
            moviesRepository: makeMoviesRepository(),
            moviesQueriesRepository: makeMoviesQueriesRepository()
        )
    }

    // MARK: - Repositories

    func makeMoviesRepository() -> MoviesRepository {
        DefaultMoviesRepository(dataTransferService: dependencies.apiDataTransferService, cache: moviesResponseCache)
    }

    func makeMoviesQueriesRepository() -> MoviesQueriesRepository {
        DefaultMoviesQueriesRepository(storage: moviesQueriesStorage)
    }

    // MARK: - Movies List

    func makeMoviesListViewController(showMovieDetails: @escaping (Movie) -> Void) -> MoviesListViewController {
        MoviesListViewController.create(with: makeMoviesListViewModel(showMovieDetails: showMovieDetails))
    }

    func makeMoviesListViewModel(showMovieDetails: @escaping (Movie) -> Void) -> MoviesListViewModel {
        DefaultMoviesListViewModel(searchMoviesUseCase: makeSearchMoviesUseCase(), showMovieDetails: showMovieDetails)
    }

    // MARK: - Movie Details

    func makeMovieDetailsViewController(movie: Movie) -> UIViewController {
        MovieDetailsViewController(viewModel: DefaultMovieDetailsViewModel(movie: movie))
    }

    // MARK: - Flow Coordinators

    func makeMoviesSearchFlowCoordinator(navigationController: UINavigationController) -> MoviesSearchFlowCoordinator {
        MoviesSearchFlowCoordinator(navigationController: navigationController, dependencies: self)
    }
}
