import UIKit

final class AppFlowCoordinator {
    private let navigationController: UINavigationController
    private let appDIContainer: AppDIContainer
    private var moviesSearchFlow: MoviesSearchFlowCoordinator?

    init(navigationController: UINavigationController, appDIContainer: AppDIContainer) {
        self.navigationController = navigationController
        self.appDIContainer = appDIContainer
    }

    func start() {
        let moviesSceneDIContainer = appDIContainer.makeMoviesSceneDIContainer()
        let flow = moviesSceneDIContainer.makeMoviesSearchFlowCoordinator(navigationController: navigationController)
        moviesSearchFlow = flow
        flow.start()
    }
}
