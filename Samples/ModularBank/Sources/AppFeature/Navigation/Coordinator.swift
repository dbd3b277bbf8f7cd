import UIKit

/// Screens that start a flow.
protocol Coordinator: AnyObject {
    var navigationController: UINavigationController { get }
    func start()
}
