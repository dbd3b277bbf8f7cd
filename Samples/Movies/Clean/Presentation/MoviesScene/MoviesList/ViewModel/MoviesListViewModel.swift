import Combine
import Foundation

/// What the list screen sees: input events in, display state out. Navigation goes through a closure
/// the coordinator hands in, so the ViewModel never touches a view controller.
protocol MoviesListViewModel: AnyObject {
    var items: CurrentValueSubject<[MoviesListItemViewModel], Never> { get }
    var isLoading: CurrentValueSubject<Bool, Never> { get }
    var errorMessage: PassthroughSubject<String, Never> { get }
    var screenTitle: String { get }

    func didSearch(query: String)
    func didLoadNextPage()
    func didSelectItem(at index: Int)
}

final class DefaultMoviesListViewModel: MoviesListViewModel {
    let items = CurrentValueSubject<[MoviesListItemViewModel], Never>([])
    let isLoading = CurrentValueSubject<Bool, Never>(false)
    let errorMessage = PassthroughSubject<String, Never>()
    let screenTitle = "Movies"

    private let searchMoviesUseCase: SearchMoviesUseCase
    private let showMovieDetails: (Movie) -> Void
    private var pages: [MoviesPage] = []
    private var currentQuery = ""
    private var moviesLoadTask: Cancellable? {
        willSet { moviesLoadTask?.cancel() }
    }

    init(searchMoviesUseCase: SearchMoviesUseCase, showMovieDetails: @escaping (Movie) -> Void) {
        self.searchMoviesUseCase = searchMoviesUseCase
        self.showMovieDetails = showMovieDetails
    }

    func didSearch(query: String) {
        guard !query.isEmpty else { return }
        pages = []
        currentQuery = query
        load(page: 1)
    }

    func didLoadNextPage() {
        guard let last = pages.last, last.page < last.totalPages, !isLoading.value else { return }
        load(page: last.page + 1)
    }

    func didSelectItem(at index: Int) {
        let movies = pages.flatMap(\.movies)
        guard movies.indices.contains(index) else { return }
        showMovieDetails(movies[index])
    }

    private func load(page: Int) {
        isLoading.send(true)
        moviesLoadTask = searchMoviesUseCase.execute(
            requestValue: SearchMoviesUseCaseRequestValue(query: MovieQuery(query: currentQuery), page: page),
            cached: { [weak self] in self?.append($0) },
            completion: { [weak self] result in
                switch result {
                case .success(let page):
                    self?.append(page)
                case .failure(let error):
                    self?.errorMessage.send(error.localizedDescription)
                }
                self?.isLoading.send(false)
            }
        )
    }

    private func append(_ page: MoviesPage) {
        pages = pages.filter { $0.page != page.page } + [page]
        items.send(pages.flatMap(\.movies).map(MoviesListItemViewModel.init(movie:)))
    }
}
