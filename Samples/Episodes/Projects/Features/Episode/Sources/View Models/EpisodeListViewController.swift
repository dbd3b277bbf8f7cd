import UIKit

public final class EpisodeListViewController: UITableViewController {
    private let viewModel: EpisodeListViewModel

    public init(viewModel: EpisodeListViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        Task { await viewModel.load(season: 1) }
    }
}
