import SwiftScanner

extension String {
    /// The last component of a dotted type name as written (`Builder` of `Profile.Builder`, `User` of
    /// `Models.User`), or the whole name when it has no dot.
    var lastNameComponent: Substring {
        guard let dot = lastIndex(ofByte: UInt8(ascii: ".")) else { return self[...] }
        return self[index(after: dot)...]
    }
}
