import LayerRules
import TestSupport
import XCTest

/// The lines `check` prints for `tree` in Xcode's format, paths relative to the tree's root, under the policy at
/// `config` (relative to the root) or the embedded default; the policy must load without errors.
func checkLines(_ tree: TemporaryTree, config: String? = nil) throws -> [String] {
    let run = CheckRunner.run(CheckOptions(paths: [tree.root], configPath: config.map { tree.root + "/" + $0 }))
    XCTAssertEqual(run.configErrors, [])
    let outcome = try XCTUnwrap(run.outcome)
    let text = XcodeReporter().render(outcome).replacingOccurrences(of: tree.root + "/", with: "")
    return text.split(separator: "\n").map(String.init)
}

/// What `explain` says of the layer of the tree's file whose path ends in `suffix`, under the embedded policy.
func layerReason(ofFileEndingIn suffix: String, in tree: TemporaryTree) throws -> String {
    let run = CheckRunner.run(CheckOptions(paths: [tree.root]))
    let model = try XCTUnwrap(run.model)
    let file = try XCTUnwrap(model.files.firstIndex { $0.path.hasSuffix(suffix) })
    return LayerReason(model: model, policy: try XCTUnwrap(run.policy)).file(file)
}
