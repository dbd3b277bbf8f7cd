import LayerRules
import TestSupport
import XCTest

/// The default policy holds a macOS view model to what it holds an iOS one to: no AppKit or Cocoa import, and no
/// AppKit colour, image or font in its state; Foundation's `NS` types stay allowed.
final class MacViewModelTests: XCTestCase {
    func testAppKitAndCocoaAreToViewModelsWhatUIKitIs() throws {
        let tree = try TemporaryTree([
            "Recorder/Presentation/Sessions/SessionViewModel.swift": """
            import Cocoa
            import Combine

            final class SessionViewModel: ObservableObject {
                @Published private(set) var trackColor: NSColor?
                @Published private(set) var thumbnail: NSImage?
                let titleFont = NSFont.systemFont(ofSize: 13)
                let formatter = NSNumberFormatter()
                var pending: NSMutableAttributedString?
                private let lock = NSLock()
            }

            """,
            "Recorder/Presentation/Export/ExportViewModel.swift": """
            import AppKit

            final class ExportViewModel {
                func chooseFolder() -> URL? { nil }
            }

            """,
            "Recorder/Presentation/Sessions/SessionListView.swift": """
            import AppKit
            import SwiftUI

            struct SessionListView: View {
                let model: SessionViewModel
                var body: some View { Color(nsColor: model.trackColor ?? .clear) }
            }

            """,
        ])
        let lines = try checkLines(tree)
        XCTAssertEqual(
            lines.filter { $0.contains(": error: ") }.map { $0.components(separatedBy: ": error: ")[0] },
            [
                "Recorder/Presentation/Export/ExportViewModel.swift:1:1",
                "Recorder/Presentation/Sessions/SessionViewModel.swift:1:1",
                "Recorder/Presentation/Sessions/SessionViewModel.swift:5:45",
                "Recorder/Presentation/Sessions/SessionViewModel.swift:6:44",
                "Recorder/Presentation/Sessions/SessionViewModel.swift:7:21",
            ])
        XCTAssertTrue(
            lines.contains(
                "Recorder/Presentation/Sessions/SessionViewModel.swift:1:1: error: 'ViewModels' imports 'Cocoa', which "
                    + "its policy does not allow; keep the code that needs 'Cocoa' in 'Presentation' and give "
                    + "'ViewModels' plain values [viewmodel-imports]"), lines.joined(separator: "\n"))
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix(
                    "Recorder/Presentation/Sessions/SessionViewModel.swift:7:21: error: 'ViewModels' references 'NSFont', which its policy forbids ('NSFont')"
                )
            },
            lines.joined(separator: "\n"))
    }
}
