import CoreDomain
import Foundation

/// What the on-disk cache can write.
public protocol Storable {
    var storageKey: String { get }
}

extension LiveStream: Storable {
    public var storageKey: String { "stream.\(id)" }
}
