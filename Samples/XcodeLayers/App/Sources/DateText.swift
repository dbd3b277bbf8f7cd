import Foundation

/// Compiled into both the app and the Presentation framework.
enum DateText {
    static func short(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        return formatter.string(from: date)
    }
}
