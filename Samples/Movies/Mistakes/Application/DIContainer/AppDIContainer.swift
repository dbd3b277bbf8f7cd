import Foundation

final class AppDIContainer {
    func makeMoviesSceneDIContainer() -> MoviesSceneDIContainer {
        MoviesSceneDIContainer()
    }
}
