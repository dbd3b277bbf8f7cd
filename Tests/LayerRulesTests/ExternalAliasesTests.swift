import LayerRules
import SwiftScanner
import XCTest

/// A top-level type alias of types the tree does not declare names those outside types, not code of the layer
/// whose file declares it; an alias of the tree's types, or one nested in a type, keeps its layer.
final class ExternalAliasesTests: XCTestCase {
    func testAnAliasOfOutsideTypesIsInNoLayer() {
        let files = [
            SourceScanner.scan(
                """
                import EPLogger
                import UIKit

                public typealias Log = EPLogger.Log
                typealias OrderHandler = (Order) -> Void
                typealias Receipt = ShopModels.Order

                final class AppDelegate: UIResponder {}

                """, path: "Shop/AppDelegate.swift"),
            SourceScanner.scan(
                """
                typealias JSON = [String: Any]

                struct OrderPayload {
                    typealias ID = String
                    let id: ID
                }

                """, path: "Shop/Data/Payloads.swift"),
            SourceScanner.scan("struct Order {}\n", path: "Shop/Domain/Order.swift"),
            SourceScanner.scan(
                """
                final class OrderViewModel {
                    var handler: OrderHandler?
                    var receipt: Receipt?
                    var body: JSON = [:]
                    var id: OrderPayload.ID = ""
                    func refresh() { Log.debug("refresh") }
                }

                """, path: "Shop/Presentation/OrderViewModel.swift"),
        ]
        let result = RuleEngine.evaluate(policy: DefaultPolicy.load(), files: files, root: ".", strict: true)
        XCTAssertEqual(
            heads(result.violations, of: "dependency-direction"),
            [
                "Shop/Presentation/OrderViewModel.swift:2:18 'ViewModels' depends on 'OrderHandler' from 'App'",
                "Shop/Presentation/OrderViewModel.swift:3:18 'ViewModels' depends on 'Receipt' from 'App'",
                "Shop/Presentation/OrderViewModel.swift:5:13 'ViewModels' depends on 'OrderPayload.ID' from 'Data'",
            ])
        let model = result.model
        let aliases = model.files[0].declarations.indices.filter { model.files[0].declarations[$0].kind == .typealias }
        XCTAssertEqual(aliases.map { model.catalog.name(model.declarationLayers[0][$0]) }, [nil, "App", "App"])
    }
}
