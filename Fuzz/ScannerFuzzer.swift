// libFuzzer harness for SourceScanner.scan: any bytes must scan without a trap, and every fact's position
// must lie inside the file.
import SwiftScanner

/// Traps (a finding for libFuzzer) when `position` lies outside a file of `facts.lineCount` lines.
private func check(_ position: SourcePosition, in facts: FileFacts, _ what: String) {
    guard position.line >= 1, position.line <= facts.lineCount + 1, position.column >= 1,
        position.column <= facts.byteCount + 1
    else {
        fatalError("\(what) at \(position.line):\(position.column) outside the file (\(facts.lineCount) lines)")
    }
}

/// Traps when an index into the declarations is not a valid one.
private func check(_ index: Int?, below limit: Int, _ what: String) {
    if let index, !(0..<limit).contains(index) { fatalError("\(what) index \(index) outside 0..<\(limit)") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
    let facts = SourceScanner.scan(bytes, path: "Fuzz.swift")
    precondition(facts.byteCount == count, "byte count \(facts.byteCount) for \(count) bytes")
    precondition(facts.lineCount <= count + 1, "\(facts.lineCount) lines in \(count) bytes")
    let declarationCount = facts.declarations.count
    for fact in facts.imports { check(fact.position, in: facts, "import") }
    for (index, fact) in facts.declarations.enumerated() {
        check(fact.position, in: facts, "declaration")
        check(fact.parent, below: index, "parent")
    }
    for fact in facts.references {
        check(fact.position, in: facts, "reference")
        check(fact.enclosing, below: declarationCount, "reference enclosing")
    }
    for fact in facts.constructions {
        check(fact.position, in: facts, "construction")
        check(fact.enclosing, below: declarationCount, "construction enclosing")
    }
    for fact in facts.memberUses {
        check(fact.position, in: facts, "member use")
        check(fact.enclosing, below: declarationCount, "member use enclosing")
    }
    for fact in facts.directives { check(fact.position, in: facts, "directive") }
    for fact in facts.diagnostics {
        check(fact.position, in: facts, "diagnostic")
        precondition(!fact.message.isEmpty, "empty diagnostic message")
    }
    return 0
}
