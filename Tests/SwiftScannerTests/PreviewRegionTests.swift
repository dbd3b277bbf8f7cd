import XCTest

@testable import SwiftScanner

/// `#Preview` expansions are recorded as `preview` declarations enclosing their arguments and body, and every
/// declaration carries its `#if` condition.
final class PreviewRegionTests: XCTestCase {
    func testAPreviewExpansionEnclosesItsArgumentsAndBody() {
        let result = facts(
            """
            import SwiftUI

            #Preview("Empty cart", traits: .sizeThatFitsLayout) {
                CartView(viewModel: CartViewModel(repository: InMemoryCartRepository()))
            }

            #Preview {
                struct Wrapper: View {
                    var body: some View { CartView.sample }
                }
                return Wrapper()
            }

            let banner = BannerView()
            """)
        XCTAssertEqual(
            result.declarations.map { "\($0.kind) \($0.qualifiedName) parent \($0.parent.map(String.init) ?? "-")" },
            ["preview #Preview parent -", "preview #Preview parent -", "struct #Preview.Wrapper parent 1"])
        XCTAssertEqual(result.declarations[0].position, SourcePosition(line: 3, column: 1))
        XCTAssertEqual(
            result.constructions.map {
                "\($0.typeName)@\($0.position.line) in \($0.enclosing.map(String.init) ?? "-")"
            },
            [
                "CartView@4 in 0", "CartViewModel@4 in 0", "InMemoryCartRepository@4 in 0", "Wrapper@11 in 1",
                "BannerView@14 in -",
            ])
        XCTAssertEqual(
            result.references.filter { $0.name == "CartView" }.map { $0.enclosing.map(String.init) ?? "-" },
            ["0", "2"])
        XCTAssertFalse(result.references.contains { $0.name == "Preview" })
    }

    func testPreviewWithoutABodyAndOtherMacrosAreNotPreviews() {
        let result = facts(
            """
            #warning("Preview is not ready")
            let url = #URL("https://example.com")
            #Preview
            struct After {}
            """)
        XCTAssertEqual(result.declarations.map { "\($0.kind) \($0.name)" }, ["preview #Preview", "struct After"])
        XCTAssertNil(result.declarations[1].parent)
    }

    func testDeclarationsCarryTheirConditionalCompilationCondition() {
        let result = facts(
            """
            #if DEBUG
            enum MockWiring {}
            #elseif os(iOS)
            struct PhoneWiring {}
            #else
            struct ReleaseWiring {}
            #endif
            struct Always {}
            """)
        XCTAssertEqual(
            result.declarations.map { "\($0.name): \($0.condition ?? "-")" },
            [
                "MockWiring: DEBUG", "PhoneWiring: !(DEBUG) && os(iOS)", "ReleaseWiring: !(DEBUG) && !(os(iOS))",
                "Always: -",
            ])
    }
}
