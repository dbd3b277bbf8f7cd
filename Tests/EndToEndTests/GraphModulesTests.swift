import Foundation
import TestSupport
import XCTest

/// `archlint graph` names the modules (package and project targets) whose files each layer holds.
final class GraphModulesTests: XCTestCase {
    func testLayerNodesListTheirXcodeTargets() {
        let samples = RepositoryFiles.url("Samples/XcodeLayers")
        let run = Archlint.run(["graph", "."], in: samples)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(
            run.stdout.split(separator: "\n").filter { $0.contains("<br/>") },
            [
                #"    n_Domain["Domain<br/>3 files, 3 declarations<br/>modules: Domain"]"#,
                #"    n_Data["Data<br/>1 file, 1 declaration<br/>modules: Data"]"#,
                #"    n_Presentation["Presentation<br/>4 files, 5 declarations<br/>modules: Presentation"]"#,
                #"    n_App["App<br/>1 file, 1 declaration<br/>modules: App"]"#,
            ])
    }
}
