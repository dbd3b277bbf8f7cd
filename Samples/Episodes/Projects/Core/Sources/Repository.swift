import Foundation

/// Marker for every store of the app: something that can be emptied on sign-out.
public protocol Repository: AnyObject {
    func removeAll()
}
