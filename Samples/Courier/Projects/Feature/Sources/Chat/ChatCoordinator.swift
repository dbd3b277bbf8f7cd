import Foundation

protocol ChatCoordinator: AnyObject {
    func showProfile(of author: String)
    func close()
}
