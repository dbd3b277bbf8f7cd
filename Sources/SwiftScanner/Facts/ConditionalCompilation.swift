/// The stack of open `#if` blocks and the condition each branch stands for.
///
/// `#if a` contributes `a`; `#elseif b` after `a` contributes `!(a) && b`; `#else` after `a` and `b`
/// contributes `!(a) && !(b)`. Nested blocks are joined with ` && `. When several parts are joined, a
/// part containing `||` is parenthesised so that the result reads as intended.
struct ConditionStack {
    private struct Block {
        var earlier: [String]
        var current: String?
        var offset: Int
        /// The index in `branches` of the block's current branch.
        var branch: Int

        /// The branch's parts; negated earlier branches are already parenthesised.
        var parts: [(text: String, isNegated: Bool)] {
            var parts = earlier.map { (text: "!(\($0))", isNegated: true) }
            if let current { parts.append((current, false)) }
            return parts
        }
    }

    /// A branch of an `#if` block: its directive's own condition (nil for `#else`), the branch it is nested
    /// in, and the offsets of the directive that opens it and of the one that ends it (-1 while open). Kept
    /// without the combined condition, so that deep nesting and long `#elseif` chains cost linear room.
    struct Branch {
        var condition: String?
        var parent: Int?
        var start: Int
        var end = -1
    }

    private var blocks: [Block] = []
    private var cached: String?
    private var isCurrent = true
    /// Every branch met so far, in the order they open.
    private(set) var branches: [Branch] = []

    /// The combined condition of the current branch, or nil outside any `#if`. Computed on demand.
    var condition: String? {
        mutating get {
            if !isCurrent {
                cached = combined()
                isCurrent = true
            }
            return cached
        }
    }

    mutating func openIf(_ condition: String, offset: Int) {
        let branch = openBranch(condition, offset: offset)
        blocks.append(Block(earlier: [], current: condition, offset: offset, branch: branch))
        refresh()
    }

    /// Returns false when there is no open `#if`.
    mutating func elseIf(_ condition: String, offset: Int) -> Bool { nextBranch(condition, offset: offset) }

    /// Returns false when there is no open `#if`.
    mutating func elseBranch(offset: Int) -> Bool { nextBranch(nil, offset: offset) }

    /// Moves the innermost `#if` on to its next branch, under `condition` (nil for `#else`), at the directive
    /// at `offset`.
    private mutating func nextBranch(_ condition: String?, offset: Int) -> Bool {
        guard var block = blocks.popLast() else { return false }
        branches[block.branch].end = offset
        if let current = block.current { block.earlier.append(current) }
        block.current = condition
        block.branch = openBranch(condition, offset: offset)
        blocks.append(block)
        refresh()
        return true
    }

    mutating func endIf(offset: Int) -> Bool {
        guard let block = blocks.popLast() else { return false }
        branches[block.branch].end = offset
        refresh()
        return true
    }

    /// Ends the branches still open at `offset`, the end of the file.
    mutating func endOpenBranches(at offset: Int) {
        for block in blocks { branches[block.branch].end = offset }
    }

    /// Records a branch opening at `offset` inside the current branch of the innermost block; returns its index.
    private mutating func openBranch(_ condition: String?, offset: Int) -> Int {
        branches.append(Branch(condition: condition, parent: blocks.last?.branch, start: offset))
        return branches.count - 1
    }

    /// One diagnostic per `#if` that was never closed.
    var unterminatedDiagnostics: [RawDiagnostic] {
        blocks.map { RawDiagnostic(kind: .unterminatedConditional, message: "#if without #endif", offset: $0.offset) }
    }

    /// When `stream[index]` is the `#` of `#if`, `#elseif`, `#else` or `#endif`, applies the directive and returns
    /// the index after its line, with a diagnostic for a branch without `#if`; nil for any other token.
    mutating func applyDirective(at index: Int, in stream: TokenStream) -> (end: Int, diagnostic: RawDiagnostic?)? {
        let name = index + 1
        guard stream.kind(index) == .pound, stream.kind(name) == .identifier, !stream[name].hasSpaceBefore else {
            return nil
        }
        let isIf = stream.keyword(name) == .if
        let isElse = stream.keyword(name) == .else
        let isElseIf = stream.spells(name, "elseif")
        guard isIf || isElse || isElseIf || stream.spells(name, "endif") else { return nil }
        var end = name + 1
        while end < stream.count && !stream[end].hasNewlineBefore { end += 1 }
        let offset = stream[index].start
        let matched: Bool
        if isIf {
            openIf(stream.spacedText((name + 1)..<end), offset: offset)
            matched = true
        } else if isElseIf {
            matched = elseIf(stream.spacedText((name + 1)..<end), offset: offset)
        } else if isElse {
            matched = elseBranch(offset: offset)
        } else {
            matched = endIf(offset: offset)
        }
        guard !matched else { return (end, nil) }
        return (
            end,
            RawDiagnostic(
                kind: .unterminatedConditional, message: "#\(stream.text(name)) without #if", offset: offset)
        )
    }

    private mutating func refresh() {
        isCurrent = false
    }

    private func combined() -> String? {
        let parts = blocks.flatMap(\.parts)
        guard parts.count > 1 else { return parts.first?.text }
        return parts.map { !$0.isNegated && containsOr($0.text) ? "(\($0.text))" : $0.text }
            .joined(separator: " && ")
    }

    private func containsOr(_ part: String) -> Bool {
        var previous: UInt8 = 0
        for byte in part.utf8 {
            if byte == UInt8(ascii: "|") && previous == UInt8(ascii: "|") { return true }
            previous = byte
        }
        return false
    }
}
