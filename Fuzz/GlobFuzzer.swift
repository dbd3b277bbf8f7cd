// libFuzzer harness for the glob compiler and matcher alone (paths, types and modules of rules.json): the bytes as
// one pattern, matched against paths built from the same bytes.
// Built by Fuzz/run.sh together with the LayerRules sources, so internal API is visible here.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let pattern = String(decoding: bytes, as: UTF8.self)
    let glob: Glob
    do {
        glob = try Glob(pattern)
    } catch {
        precondition(!error.problem.isEmpty, "glob error without a problem")
        // An excerpt is at most `Excerpt.maximumLength` scalars, each escaped to at most 10 (`\u{10FFFF}`).
        precondition(
            error.description.unicodeScalars.count <= Excerpt.maximumLength * 10 + 64,
            "glob error quoting more than an excerpt")
        if pattern.utf8.count > Glob.maximumLength {
            precondition(error.reason == .tooLong, "a pattern over the length limit failed for another reason")
        }
        return 0
    }
    precondition(pattern.utf8.count <= Glob.maximumLength, "a pattern over the length limit compiled")
    precondition(glob.specificity >= 0, "negative specificity")
    let literal = String(decoding: bytes.filter { !"*?[]{},\\".utf8.contains($0) }, as: UTF8.self)
    for text in [literal, "App/Domain/UseCase/Login.swift", "", pattern, String(repeating: literal, count: 4)] {
        _ = glob.matches(text)
    }
    return 0
}
