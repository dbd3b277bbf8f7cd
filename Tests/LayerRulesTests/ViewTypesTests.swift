import SwiftScanner
import TestSupport
import XCTest

@testable import LayerRules

/// Views by what they inherit: through the tree's own classes and protocols, to any depth, cycles included.
final class ViewTypesTests: XCTestCase {
    func testTypesInheritingAViewThroughTheTreeAreViewsAndOthersAreNot() {
        let sources = [
            (
                "App/Views/Base.swift",
                """
                import UIKit
                class BaseView: UIView {}
                class CardView: BaseView {}
                final class PromoCardView: CardView {}
                enum FocusedInputView { case name, email }
                struct SummaryView { let total: Int }
                """
            ),
            (
                "App/Screens/Screen.swift",
                """
                import SwiftUI
                protocol Screen: View {}
                struct HomeScreen: Screen { var body: some View { Text("Home") } }
                struct Settings {}
                extension Settings: Screen { var body: some View { Text("Settings") } }
                """
            ),
        ]
        let files = sources.map { SourceScanner.scan($0.1, path: $0.0) }
        let model = ModelBuilder.build(files: files, policy: DefaultPolicy.load())
        let views = ViewTypes(model: model)
        let found = model.symbols.symbols.indices.map { SymbolID($0) }.filter(views.isView)
            .map { model.symbols[$0].qualifiedName }.sorted()
        XCTAssertEqual(found, ["BaseView", "CardView", "HomeScreen", "PromoCardView", "Screen", "Settings"])
    }

    func testAViewReachesEveryTypeBelowItWhateverTheDepthAndCyclesEndTheWalk() {
        // 0 is a view; 1 ← 2 ← … ← 2000 each inherit from the one before; 2001 and 2002 inherit from each
        // other and from nothing else; 2003 inherits from 2002.
        let count = 2004
        var direct = [Bool](repeating: false, count: count)
        direct[0] = true
        var supertypes = [[SymbolID]](repeating: [], count: count)
        for symbol in 1...2000 { supertypes[symbol] = [SymbolID(symbol - 1)] }
        supertypes[2001] = [SymbolID(2002)]
        supertypes[2002] = [SymbolID(2001)]
        supertypes[2003] = [SymbolID(2002), FileResolution.external]
        let views = ViewTypes.inheritingViews(direct, supertypes)
        XCTAssertEqual(views.indices.filter { views[$0] }, Array(0...2000))
    }

    /// External view names by their last component; the first/last-byte prefilter rules names out only where no
    /// view glob could match them.
    func testExternalViewNamesAreThoseTheViewGlobsMatch() throws {
        let views = [
            "View", "SwiftUI.View", "AnyView", "UITableViewCell", "UIButton", "UIStackView", "LoginViewController",
            "UIKit.UILabel", "NSHostingController", "UIViewRepresentable", "NSWindow", "Model.View",
            "UITableViewDataSource", "UICollectionViewDiffableDataSource",
        ]
        let others = [
            "ViewModel", "Model", "UIImage", "NSImage", "Views", "View.Model", "", "..", "Vïew", "UIView.Style",
            "DataSource", "UITableViewDelegate",
        ]
        for name in views { XCTAssertTrue(ViewTypes.isExternalView(name), name) }
        for name in others { XCTAssertFalse(ViewTypes.isExternalView(name), name) }
        let globs = try ViewTypes.externalViewNames.map { try Glob($0) }
        var generator = SeededGenerator(seed: 0x71E_3)
        let parts = [
            "UI", "NS", "View", "Controller", "Cell", "Button", "Model", "Any", ".", "w", "r", "Table", "DataSource",
        ]
        for _ in 0..<2_000 {
            let name = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                parts.randomElement(using: &generator)!
            }.joined()
            let last = name.split(separator: ".").last.map(String.init) ?? name
            XCTAssertEqual(ViewTypes.isExternalView(name), globs.contains { $0.matches(last) }, name)
        }
    }
}
