import Data
import Episode
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let useCase = FetchEpisodesUseCase(repository: EpisodeRepository())
        let viewModel = EpisodeListViewModel(fetchEpisodes: useCase)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = EpisodeListViewController(viewModel: viewModel)
        window?.makeKeyAndVisible()
        return true
    }
}
