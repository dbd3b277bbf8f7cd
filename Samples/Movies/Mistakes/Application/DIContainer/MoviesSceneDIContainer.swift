import UIKit

final class MoviesSceneDIContainer: MoviesSearchFlowCoordinatorDependencies {
    private lazy var moviesQueriesStorage: MoviesQueriesStorage = UserDefaultsMoviesQueriesStorage(maxStorageLimit: 10)

    // MARK: - Use Cases

    func makeSearchMoviesUseCase() -> SearchMoviesUseCase {
        DefaultSearchMoviesUseCase(moviesQueriesRepository: makeMoviesQueriesRepository())
    }

    // MARK: - Repositories

    func makeMoviesQueriesRepository() -> MoviesQueriesRepository {
        DefaultMoviesQueriesRepository(storage: moviesQueriesStorage)
    }

    // MARK: - Movies List

    func makeMoviesListViewController(navigationController: UINavigationController) -> MoviesListViewController {
        let viewModel = DefaultMoviesListViewModel(searchMoviesUseCase: makeSearchMoviesUseCase())
        viewModel.navigationController = navigationController
        return MoviesListViewController.create(with: viewModel)
    }

    // MARK: - Flow Coordinators

    func makeMoviesSearchFlowCoordinator(navigationController: UINavigationController) -> MoviesSearchFlowCoordinator {
        MoviesSearchFlowCoordinator(navigationController: navigationController, dependencies: self)
    }
}
