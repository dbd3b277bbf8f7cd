/// A layer of the policy, by its position in policy order; `LayerID.none` when code is in no layer. Only a
/// `LayerTable` hands out ids, so an index of something else cannot be passed as a layer.
public struct LayerID: Hashable, Comparable, Sendable {
    /// The layer's position in policy order, or -1 for `.none`.
    let index: Int

    init(_ index: Int) { self.index = index }

    /// Code that belongs to no layer.
    public static let none = LayerID(-1)

    /// Policy order; `.none` comes first.
    public static func < (lhs: LayerID, rhs: LayerID) -> Bool { lhs.index < rhs.index }
}

/// The policy's layers: their ids and names, sub-layer parents and composition roots.
public struct LayerTable: Sendable {
    /// The layers' names in policy order.
    public let names: [String]
    /// Every layer in policy order (`.none` aside).
    public let ids: [LayerID]
    /// Per layer, the layer a sub-layer lives `within`, or `.none`.
    private let parents: [LayerID]
    private let compositionRoots: [Bool]
    private let idsByName: [String: LayerID]

    public init(_ layers: [LayerDefinition]) {
        names = layers.map(\.name)
        ids = layers.indices.map(LayerID.init)
        var byName: [String: LayerID] = [:]
        for (index, layer) in layers.enumerated() where byName[layer.name] == nil {
            byName[layer.name] = LayerID(index)
        }
        idsByName = byName
        parents = layers.map { layer in layer.within.flatMap { byName[$0] } ?? .none }
        compositionRoots = layers.map(\.compositionRoot)
    }

    public var count: Int { names.count }

    /// The id of the layer named `name`.
    public func id(_ name: String) -> LayerID? { idsByName[name] }

    /// The layer's name, or nil for `.none`.
    public func name(_ layer: LayerID) -> String? { layer == .none ? nil : names[layer.index] }

    /// The name of `layer`, which is not `.none`.
    @inline(__always)
    public func name(of layer: LayerID) -> String { names[layer.index] }

    /// The layer `layer` lives `within`, or `.none`.
    @inline(__always)
    public func parent(of layer: LayerID) -> LayerID { parents[layer.index] }

    /// True when `layer` (not `.none`) is itself a composition root.
    public func isCompositionRoot(_ layer: LayerID) -> Bool { compositionRoots[layer.index] }

    /// True when `layer` is `ancestor` or one of its sub-layers (transitively).
    public func isLayer(_ layer: LayerID, within ancestor: LayerID) -> Bool {
        var current = layer
        var steps = 0
        while current != .none, steps <= names.count {
            if current == ancestor { return true }
            current = parents[current.index]
            steps += 1
        }
        return false
    }

    /// A composition-root layer, or a sub-layer of one.
    public func isInCompositionRoot(_ layer: LayerID) -> Bool {
        ids.contains { compositionRoots[$0.index] && isLayer(layer, within: $0) }
    }

    /// The layers named in a rule's `layers` list, with their sub-layers; `*` means every layer and no layer.
    public func set(_ layerNames: [String]) -> LayerSet {
        if layerNames.contains("*") {
            return LayerSet(members: Array(repeating: true, count: count), includesNone: true)
        }
        let named = layerNames.compactMap(id)
        let members = ids.map { layer in named.contains { isLayer(layer, within: $0) } }
        return LayerSet(members: members, includesNone: false)
    }
}

/// A set of layers, fast to test.
public struct LayerSet: Sendable {
    private let members: [Bool]
    /// True for `*`: code in no layer is included too.
    public let includesNone: Bool
    /// Bit `layer` set for each member (layers beyond 63 set every bit: `LayerMask` is then conservative); code in
    /// no layer has no bit.
    public let mask: LayerMask

    init(members: [Bool], includesNone: Bool) {
        self.members = members
        self.includesNone = includesNone
        var bits: UInt64 = 0
        for (index, isMember) in members.enumerated() where isMember { bits |= LayerMask.bit(LayerID(index)) }
        mask = LayerMask(bits: bits)
    }

    @inline(__always)
    public func contains(_ layer: LayerID) -> Bool { layer == .none ? includesNone : members[layer.index] }
}

/// A set of layers as bits, for a quick "does this file have code in any of these layers" test. Code in no layer
/// (`.none`) has no bit: no rule checks it against a layer's constraints, so a file whose code is all in no layer
/// has an empty mask, intersects nothing, and is neither checked by the per-file rules nor resolved by `check`.
public struct LayerMask: Sendable, Equatable {
    public var bits: UInt64

    /// The bit of a layer: none for `.none`; layers from 63 on share all bits.
    static func bit(_ layer: LayerID) -> UInt64 {
        if layer == .none { return 0 }
        return layer.index < 63 ? 1 << UInt64(layer.index) : ~0
    }

    public mutating func insert(_ layer: LayerID) { bits |= Self.bit(layer) }

    /// Whether the mask holds a layer.
    public var hasLayer: Bool { bits != 0 }

    @inline(__always)
    public func intersects(_ other: LayerMask) -> Bool { bits & other.bits != 0 }
}
