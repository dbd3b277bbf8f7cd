import SwiftUI

/// Colours and spacing shared by every screen.
public struct Theme: Sendable {
    public let accent: Color
    public let spacing: CGFloat

    public static let standard = Theme(accent: .blue, spacing: 12)
}
