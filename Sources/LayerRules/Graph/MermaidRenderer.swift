/// Renders a graph as a Mermaid flowchart, which GitHub draws in Markdown (inside a ```mermaid block).
///
/// Labels are quoted, with `"`, `<`, `>`, `&` and `#` written as entity codes; forbidden edges get a
/// `linkStyle N stroke:red,color:red` line (N counts edges in the order they are written).
public enum MermaidRenderer {
    public static func render(_ graph: GraphDocument) -> String {
        var text = "flowchart LR\n"
        for node in graph.nodes where node.group == nil {
            text += "    " + line(node) + "\n"
        }
        for (index, title) in graph.groups.enumerated() {
            text += "    subgraph \(GraphDocument.identifier(title, prefix: "g_"))[\"\(escape(title))\"]\n"
            for node in graph.nodes where node.group == index {
                text += "        " + line(node) + "\n"
            }
            text += "    end\n"
        }
        for edge in graph.edges {
            text += "    \(edge.from) -->|\"\(escape(edge.label))\"| \(edge.to)\n"
        }
        for (index, edge) in graph.edges.enumerated() where edge.forbidden {
            text += "    linkStyle \(index) stroke:red,color:red\n"
        }
        return text
    }

    private static func line(_ node: GraphDocument.Node) -> String {
        "\(node.id)[\"" + node.label.map(escape).joined(separator: "<br/>") + "\"]"
    }

    /// Text safe inside a quoted Mermaid label; control characters (C0, DEL, C1) become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "\n", "\r": result += " "
            case _ where character.unicodeScalars.contains(where: ControlCharacter.contains): result += "\u{FFFD}"
            default: result.append(character)
            }
        }
        return result
    }
}
