import UIKit

/// Told when an avatar finished loading; the profile screen and the chat header both react to it.
protocol AvatarReactor: AnyObject {
    func avatarDidLoad(_ image: UIImage, for author: String)
}
