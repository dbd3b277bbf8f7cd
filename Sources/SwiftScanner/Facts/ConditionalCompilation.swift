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

        /// The branch's parts; negated earlier branches are already parenthesised.
        var parts: [(text: String, isNegated: Bool)] {
            var parts = earlier.map { (text: "!(\($0))", isNegated: true) }
            if let current { parts.append((current, false)) }
            return parts
        }
    }

    private var blocks: [Block] = []
    private var cached: String?
    private var isCurrent = true

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
        blocks.append(Block(earlier: [], current: condition, offset: offset))
        refresh()
    }

    /// Returns false when there is no open `#if`.
    mutating func elseIf(_ condition: String) -> Bool { nextBranch(condition) }

    /// Returns false when there is no open `#if`.
    mutating func elseBranch() -> Bool { nextBranch(nil) }

    /// Moves the innermost `#if` on to its next branch, under `condition` (nil for `#else`).
    private mutating func nextBranch(_ condition: String?) -> Bool {
        guard var block = blocks.popLast() else { return false }
        if let current = block.current { block.earlier.append(current) }
        block.current = condition
        blocks.append(block)
        refresh()
        return true
    }

    mutating func endIf() -> Bool {
        guard blocks.popLast() != nil else { return false }
        refresh()
        return true
    }

    /// Offsets of the `#if`s still open (outermost first).
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
            matched = elseIf(stream.spacedText((name + 1)..<end))
        } else if isElse {
            matched = elseBranch()
        } else {
            matched = endIf()
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
