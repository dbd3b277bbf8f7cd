/// A graph to draw, independent of the output language: nodes (optionally in groups) and counted edges.
public struct GraphDocument: Equatable, Sendable {
    public struct Node: Equatable, Sendable {
        /// Identifier in the output language: letters, digits and `_`, unique in the document.
        public var id: String
        /// Lines of the node's label, as plain text (renderers escape it).
        public var label: [String]
        /// Index into `groups`, or nil for a top-level node.
        public var group: Int?
    }

    public struct Edge: Equatable, Sendable {
        public var from: String
        public var to: String
        public var label: String
        /// Drawn red: the dependency policy forbids this edge.
        public var forbidden: Bool

        public init(from: String, to: String, label: String, forbidden: Bool) {
            self.from = from
            self.to = to
            self.label = label
            self.forbidden = forbidden
        }
    }

    public var nodes: [Node] = []
    public var edges: [Edge] = []
    /// Group titles (a layer's name), in drawing order.
    public var groups: [String] = []

    public init() {}

    /// Adds a node whose id is made from `name` (sanitised, made unique); returns the id.
    @discardableResult
    public mutating func addNode(named name: String, label: [String], group: Int? = nil) -> String {
        let base = Self.identifier(name)
        var id = base
        var suffix = 2
        while nodes.contains(where: { $0.id == id }) {
            id = base + "_\(suffix)"
            suffix += 1
        }
        nodes.append(Node(id: id, label: label, group: group))
        return id
    }

    /// `name` with every character other than an ASCII letter or digit replaced by `_`, after `prefix`
    /// (`n_` for nodes, `g_` for groups) so that it never starts with a digit, never collides with a keyword
    /// (`end`, `graph`, `node`) and a group never shares an id with a node.
    static func identifier(_ name: String, prefix: String = "n_") -> String {
        var id = prefix
        for scalar in name.unicodeScalars {
            let isAlphanumeric =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            id.unicodeScalars.append(isAlphanumeric ? scalar : "_")
        }
        return id
    }

}

/// How deep `archlint graph` draws: layers, or the types of one layer.
public enum GraphLevel: String, CaseIterable, Sendable {
    case layers
    case types
}
