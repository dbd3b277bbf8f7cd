import Foundation

/// One row of the list, ready to display.
struct StreamRowDTO: Identifiable {
    let id: String
    let title: String
    let subtitle: String
}
