import Combine
import Foundation
import UIKit

protocol MoviesListViewModel: AnyObject {
    var items: CurrentValueSubject<[MovieDTO], Never> { get }
    var isLoading: CurrentValueSubject<Bool, Never> { get }
    var errorMessage: PassthroughSubject<String, Never> { get }
    var screenTitle: String { get }

    func didSearch(query: String)
    func didSelectItem(at index: Int)
}

final class DefaultMoviesListViewModel: MoviesListViewModel {
    let items = CurrentValueSubject<[MovieDTO], Never>([])
    let isLoading = CurrentValueSubject<Bool, Never>(false)
    let errorMessage = PassthroughSubject<String, Never>()
    let screenTitle = "Movies"

    weak var navigationController: UINavigationController?

    private let searchMoviesUseCase: SearchMoviesUseCase
    private var moviesLoadTask: Cancellable? {
        willSet { moviesLoadTask?.cancel() }
    }

    init(searchMoviesUseCase: SearchMoviesUseCase) {
        self.searchMoviesUseCase = searchMoviesUseCase
    }

    func didSearch(query: String) {
        guard !query.isEmpty else { return }
        isLoading.send(true)
        moviesLoadTask = searchMoviesUseCase.execute(
            requestValue: SearchMoviesUseCaseRequestValue(query: MovieQuery(query: query), page: 1),
            completion: { [weak self] result in
                switch result {
                case .success(let response):
                    self?.items.send(response.movies)
                case .failure(let error):
                    self?.errorMessage.send(error.localizedDescription)
                }
                self?.isLoading.send(false)
            }
        )
    }

    func didSelectItem(at index: Int) {
        let movie = items.value[index].toDomain()
        let viewController = MovieDetailsViewController(viewModel: DefaultMovieDetailsViewModel(movie: movie))
        navigationController?.pushViewController(viewController, animated: true)
    }
}
