/// Renders a graph in Graphviz's DOT language (`dot -Tsvg`): groups become `cluster_` subgraphs (drawn as boxes),
/// forbidden edges are red. Identifiers and labels are quoted, with `"` and `\` escaped.
public enum DOTRenderer {
    public static func render(_ graph: GraphDocument) -> String {
        var text = "digraph archlint {\n    rankdir=LR;\n    node [shape=box];\n"
        for node in graph.nodes where node.group == nil {
            text += "    " + line(node) + "\n"
        }
        for (index, title) in graph.groups.enumerated() {
            text += "    subgraph \(quote(GraphDocument.identifier(title, prefix: "cluster_"))) {\n"
            text += "        label=\(quote(title));\n"
            for node in graph.nodes where node.group == index {
                text += "        " + line(node) + "\n"
            }
            text += "    }\n"
        }
        for edge in graph.edges {
            text += "    \(quote(edge.from)) -> \(quote(edge.to)) [label=\(quote(edge.label))"
            text += edge.forbidden ? ", color=red, fontcolor=red];\n" : "];\n"
        }
        return text + "}\n"
    }

    private static func line(_ node: GraphDocument.Node) -> String {
        "\(quote(node.id)) [label=\(quote(node.label.map(escape).joined(separator: "\\n"), escaped: true))];"
    }

    /// A DOT quoted string.
    static func quote(_ text: String, escaped: Bool = false) -> String {
        "\"" + (escaped ? text : escape(text)) + "\""
    }

    /// Text safe inside a DOT quoted string: `"` and `\` escaped, line breaks as spaces, other control characters
    /// (C0, DEL, C1) as U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n", "\r": result += " "
            case _ where character.unicodeScalars.contains(where: ControlCharacter.contains): result += "\u{FFFD}"
            default: result.append(character)
            }
        }
        return result
    }
}
