import ReactorKit
import UIKit

final class ProfileViewController: UIViewController, View, AvatarReactor {
    var disposeBag = DisposeBag()
    private let nameLabel = UILabel()
    private let avatarView = UIImageView()

    init(reactor: ProfileReactor) {
        super.init(nibName: nil, bundle: nil)
        self.reactor = reactor
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func bind(reactor: ProfileReactor) {
        nameLabel.text = reactor.initialState.author
        reactor.action.onNext(.load)
    }

    func avatarDidLoad(_ image: UIImage, for author: String) {
        avatarView.image = image
    }
}
