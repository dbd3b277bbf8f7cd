import UIKit

protocol SignUpCoordinator: AnyObject {
    var onFinish: (() -> Void)? { get set }
    func start()
}
