/// The text `archlint init` prints after writing a policy: why each layer was inferred, the choices worth
/// knowing, and the big folders left in no layer with what to add for them.
public enum InferenceSummary {
    public static func render(_ inference: Inference) -> String {
        var text = "layers inferred:\n"
        for layer in inference.policy.layers {
            let reasons = inference.reasons.filter { $0.layer == layer.name }.map(\.text)
            let role = layer.compositionRoot ? " (composition root)" : ""
            text +=
                "  \(layer.name)\(role): " + (reasons.isEmpty ? "no reason recorded" : reasons.joined(separator: "; "))
            text += "\n"
        }
        if !inference.notes.isEmpty {
            text += "notes:\n" + inference.notes.map { "  \($0)\n" }.joined()
        }
        if !inference.unplacedFolders.isEmpty {
            text += "folders with more than \(UnplacedFolders.threshold) files in no layer:\n"
            for folder in inference.unplacedFolders {
                text += "  \(folder.folder) (\(folder.files) files): \(folder.suggestion)\n"
            }
        }
        return text
    }
}
