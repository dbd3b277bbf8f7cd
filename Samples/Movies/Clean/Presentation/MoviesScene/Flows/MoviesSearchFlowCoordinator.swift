import UIKit

protocol MoviesSearchFlowCoordinatorDependencies {
    func makeMoviesListViewController(showMovieDetails: @escaping (Movie) -> Void) -> MoviesListViewController
    func makeMovieDetailsViewController(movie: Movie) -> UIViewController
}

final class MoviesSearchFlowCoordinator {
    private weak var navigationController: UINavigationController?
    private let dependencies: MoviesSearchFlowCoordinatorDependencies

    init(navigationController: UINavigationController, dependencies: MoviesSearchFlowCoordinatorDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() {
        let viewController = dependencies.makeMoviesListViewController(showMovieDetails: { [weak self] movie in
            self?.showMovieDetails(movie: movie)
        })
        navigationController?.pushViewController(viewController, animated: false)
    }

    private func showMovieDetails(movie: Movie) {
        let viewController = dependencies.makeMovieDetailsViewController(movie: movie)
        navigationController?.pushViewController(viewController, animated: true)
    }
}
