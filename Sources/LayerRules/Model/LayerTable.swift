/// Index of a layer in policy order; `LayerID.none` when code is in no layer.
public typealias LayerID = Int

extension LayerID {
    /// Code that belongs to no layer.
    public static let none: LayerID = -1
}

/// The policy's layers as integers: names, sub-layer parents and composition roots.
public struct LayerTable: Sendable {
    public let names: [String]
    /// The layer a sub-layer lives `within`, or `.none`.
    public let parents: [LayerID]
    public let isCompositionRoot: [Bool]
    private let idsByName: [String: LayerID]

    public init(_ layers: [LayerDefinition]) {
        names = layers.map(\.name)
        var ids: [String: LayerID] = [:]
        for (index, layer) in layers.enumerated() where ids[layer.name] == nil { ids[layer.name] = index }
        idsByName = ids
        parents = layers.map { layer in layer.within.flatMap { ids[$0] } ?? .none }
        isCompositionRoot = layers.map(\.compositionRoot)
    }

    public var count: Int { names.count }

    /// The id of the layer named `name`.
    public func id(_ name: String) -> LayerID? { idsByName[name] }

    /// The layer's name, or nil for `.none`.
    public func name(_ layer: LayerID) -> String? { layer == .none ? nil : names[layer] }

    /// True when `layer` is `ancestor` or one of its sub-layers (transitively).
    public func isLayer(_ layer: LayerID, within ancestor: LayerID) -> Bool {
        var current = layer
        var steps = 0
        while current != .none, steps <= names.count {
            if current == ancestor { return true }
            current = parents[current]
            steps += 1
        }
        return false
    }

    /// A composition-root layer, or a sub-layer of one.
    public func isInCompositionRoot(_ layer: LayerID) -> Bool {
        (0..<count).contains { isCompositionRoot[$0] && isLayer(layer, within: $0) }
    }

    /// The layers named in a rule's `layers` list, with their sub-layers; `*` means every layer and no layer.
    public func set(_ layerNames: [String]) -> LayerSet {
        if layerNames.contains("*") {
            return LayerSet(members: Array(repeating: true, count: count), includesNone: true)
        }
        let named = layerNames.compactMap(id)
        let members = (0..<count).map { layer in named.contains { isLayer(layer, within: $0) } }
        return LayerSet(members: members, includesNone: false)
    }
}

/// A set of layers, fast to test.
public struct LayerSet: Sendable {
    private let members: [Bool]
    /// True for `*`: code in no layer is included too.
    public let includesNone: Bool
    /// Bit `layer` set for each member (layers beyond 63 set every bit: `LayerMask` is then conservative).
    public let mask: LayerMask

    init(members: [Bool], includesNone: Bool) {
        self.members = members
        self.includesNone = includesNone
        var bits: UInt64 = includesNone ? LayerMask.noLayerBit : 0
        for (layer, isMember) in members.enumerated() where isMember { bits |= LayerMask.bit(layer) }
        mask = LayerMask(bits: bits)
    }

    @inline(__always)
    public func contains(_ layer: LayerID) -> Bool { layer == .none ? includesNone : members[layer] }
}

/// A set of layers as bits, for a quick "does this file touch any of these layers" test.
public struct LayerMask: Sendable, Equatable {
    public var bits: UInt64

    static let noLayerBit: UInt64 = 1 << 63

    /// The bit of a layer; `.none` has its own bit, layers from 63 on share all bits.
    static func bit(_ layer: LayerID) -> UInt64 {
        if layer == .none { return noLayerBit }
        return layer < 63 ? 1 << UInt64(layer) : ~0
    }

    public mutating func insert(_ layer: LayerID) { bits |= Self.bit(layer) }

    @inline(__always)
    public func intersects(_ other: LayerMask) -> Bool { bits & other.bits != 0 }
}
