// libFuzzer harness for the files archlint reads from a checked tree besides sources: rules.json (JSONParser,
// PolicyLoader.parse) and baselines (Baseline.parse).
// Built by Fuzz/run.sh together with the LayerRules sources, so internal API is visible here.

/// Byte length of every line (without its newline); the parser counts lines as 1 + the number of newlines.
private func lineLengths(_ bytes: [UInt8]) -> [Int] {
    var lengths = [0]
    for byte in bytes {
        if byte == UInt8(ascii: "\n") { lengths.append(0) } else { lengths[lengths.count - 1] += 1 }
    }
    return lengths
}

/// Traps (a finding for libFuzzer) when a reported location lies outside the input:
/// the line must exist and the column may point at most one byte past the line's end.
private func checkLocation(line: Int, column: Int, in lengths: [Int], _ what: String) {
    guard line >= 1, line <= lengths.count, column >= 1, column <= lengths[line - 1] + 1 else {
        fatalError("\(what) at \(line):\(column) outside the input (\(lengths.count) lines)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let lengths = lineLengths(bytes)
    do {
        _ = try JSONParser.parse(bytes)
    } catch {
        checkLocation(line: error.line, column: error.column, in: lengths, "json error")
        precondition(!error.message.isEmpty, "empty json error message")
    }
    do {
        let policy = try PolicyLoader.parse(bytes, path: "rules.json")
        for layer in policy.layers {
            for pattern in layer.paths + layer.types + layer.modules {
                let glob = try Glob(pattern)
                _ = glob.matches("App/Domain/UseCase/Login.swift")
                _ = glob.matches(layer.name)
            }
        }
    } catch let error as PolicyError {
        precondition(!error.diagnostics.isEmpty, "invalid policy without diagnostics")
        for diagnostic in error.diagnostics {
            let location = diagnostic.location
            checkLocation(line: location.line, column: location.column, in: lengths, "diagnostic")
            precondition(!diagnostic.message.isEmpty, "empty diagnostic message")
            precondition(diagnostic.description.hasPrefix("rules.json:"), "diagnostic without its path")
        }
    } catch {
        fatalError("a glob accepted by the loader failed to compile: \(error)")
    }
    fuzzBaseline(bytes)
    return 0
}

/// Baselines are read from the checked tree too: any bytes must parse or fail cleanly, and a baseline that parses
/// must survive a write and a read unchanged.
private func fuzzBaseline(_ bytes: [UInt8]) {
    guard let baseline = try? Baseline.parse(bytes, path: "baseline.json") else { return }
    do {
        let again = try Baseline.parse(Array(baseline.serialized().utf8), path: "baseline.json")
        precondition(again == baseline, "baseline changed in a write and a read")
    } catch {
        fatalError("a written baseline cannot be read back: \(error)")
    }
}
