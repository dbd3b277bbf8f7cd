import UIKit

final class MovieDetailsViewController: UIViewController {
    private let viewModel: MovieDetailsViewModel
    private let overviewLabel = UILabel()

    init(viewModel: MovieDetailsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = viewModel.title
        overviewLabel.numberOfLines = 0
        overviewLabel.text = viewModel.overview
        view.addSubview(overviewLabel)
    }
}
