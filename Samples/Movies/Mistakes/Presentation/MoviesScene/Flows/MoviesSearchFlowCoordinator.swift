import UIKit

protocol MoviesSearchFlowCoordinatorDependencies {
    func makeMoviesListViewController(navigationController: UINavigationController) -> MoviesListViewController
}

final class MoviesSearchFlowCoordinator {
    private weak var navigationController: UINavigationController?
    private let dependencies: MoviesSearchFlowCoordinatorDependencies

    init(navigationController: UINavigationController, dependencies: MoviesSearchFlowCoordinatorDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() {
        guard let navigationController else { return }
        // The details screen is pushed by the list's ViewModel itself, so the coordinator has little left to do.
        let viewController = dependencies.makeMoviesListViewController(navigationController: navigationController)
        navigationController.pushViewController(viewController, animated: false)
    }
}
