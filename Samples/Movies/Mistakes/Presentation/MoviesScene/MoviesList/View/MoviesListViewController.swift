import Combine
import UIKit

final class MoviesListViewController: UITableViewController, UISearchBarDelegate {
    private var viewModel: MoviesListViewModel!
    private var subscriptions: Set<AnyCancellable> = []
    private let searchController = UISearchController(searchResultsController: nil)

    static func create(with viewModel: MoviesListViewModel) -> MoviesListViewController {
        let view = MoviesListViewController(style: .plain)
        view.viewModel = viewModel
        return view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.screenTitle
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MovieCell")
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        bind(to: viewModel)
    }

    private func bind(to viewModel: MoviesListViewModel) {
        viewModel.items
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &subscriptions)
        viewModel.errorMessage
            .receive(on: DispatchQueue.main)
            .sink { [weak self] message in self?.showError(message) }
            .store(in: &subscriptions)
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.items.value.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MovieCell", for: indexPath)
        let item = viewModel.items.value[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.secondaryText = item.releaseDate ?? "To be announced"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.didSelectItem(at: indexPath.row)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        guard let text = searchBar.text else { return }
        searchController.isActive = false
        viewModel.didSearch(query: text)
    }
}
