import Foundation
import Services

/// Creates a payment link. Its `Action` is its own nested enum; the share extension has another one.
final class CreateLinkViewReactor {
    enum Action {
        case amountChanged(Decimal)
        case create
    }

    struct State {
        var amount: Decimal = 0
        var link: URL?
    }

    private(set) var state = State()
    private let session: Session

    init(session: Session) {
        self.session = session
    }

    func send(_ action: Action) {
        switch action {
        case .amountChanged(let amount): state.amount = amount
        case .create: state.link = URL(string: "https://bank.example/pay/\(session.userID)/\(state.amount)")
        }
    }
}
