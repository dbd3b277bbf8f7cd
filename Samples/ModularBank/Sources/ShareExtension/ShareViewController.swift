import Services
import UIKit

/// The share extension's screen: shares a payment link for a session.
final class ShareViewController: UIViewController {
    enum Action {
        case share(URL)
        case cancel
    }

    var session: Session?

    func handle(_ action: Action) {
        if case .cancel = action { extensionContext?.completeRequest(returningItems: nil) }
    }
}

/// The extension's theme: internal, so the feature module, which has a `Theme` of the design system, never
/// sees it.
struct Theme {
    let tint = UIColor.systemGreen
}
