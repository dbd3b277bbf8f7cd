import SwiftScanner

/// A baseline file that cannot be used.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read; the reason is the lowercase system error.
    case unreadable(path: String, reason: String)
    /// The file is not valid JSON.
    case invalidJSON(path: String, JSONParseError)
    /// The JSON does not have the baseline layout.
    case invalidContent(path: String, position: JSONPosition, message: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read baseline '\(path)': \(reason)"
        case .invalidJSON(let path, let error): return "\(path):\(error.position): \(error.message)"
        case .invalidContent(let path, let position, let message): return "\(path):\(position): \(message)"
        }
    }
}

extension Baseline {
    /// Reads and validates a baseline file written by `serialized()`.
    public static func load(path: String) throws(BaselineError) -> Baseline {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.contents(ofFile: path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        return try parse(bytes, path: path)
    }

    /// Parses the bytes of a baseline file; `path` is used in messages only. The entries are read one at a time as
    /// the parser reaches them, so a large baseline is never held as a JSON tree beside its entries.
    public static func parse(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        let reader = BaselineReader(path: path)
        var entries: [BaselineEntry] = []
        var invalidEntry: BaselineError?
        let document: LocatedJSON
        do throws(JSONParseError) {
            document = try JSONParser.parse(bytes, streamingElementsOf: "violations") { item in
                guard invalidEntry == nil else { return }
                do throws(BaselineError) {
                    entries.append(try reader.entry(item))
                } catch {
                    invalidEntry = error
                }
            }
        } catch {
            throw .invalidJSON(path: path, error)
        }
        let root = try reader.members(of: document, "the baseline")
        let version = try reader.required("version", in: document, members: root)
        guard case .number(let number) = version.value, number == Double(Self.version) else {
            let found = version.toJSONValue().serialized(pretty: false)
            throw reader.failure(at: version, "unsupported baseline version \(found); expected \(Self.version)")
        }
        let list = try reader.required("violations", in: document, members: root)
        guard case .array = list.value else {
            throw reader.failure(at: list, "'violations' must be an array, found \(list.kindName)")
        }
        if let invalidEntry { throw invalidEntry }
        return Baseline(entries: entries)
    }
}

/// Reads the members of a baseline document, with positioned errors.
private struct BaselineReader {
    var path: String

    /// One element of `violations`.
    func entry(_ item: LocatedJSON) throws(BaselineError) -> BaselineEntry {
        let members = try members(of: item, "a baseline entry")
        return BaselineEntry(
            ruleID: try string("ruleId", in: item, members: members),
            path: try string("path", in: item, members: members),
            subject: try string("subject", in: item, members: members),
            enclosingDeclaration: try optionalString("enclosingDeclaration", in: item, members: members),
            fingerprint: try string("fingerprint", in: item, members: members),
            message: try string("message", in: item, members: members))
    }

    func failure(at value: LocatedJSON, _ message: String) -> BaselineError {
        .invalidContent(path: path, position: value.position, message: message)
    }

    func members(of value: LocatedJSON, _ what: String) throws(BaselineError) -> [LocatedJSON.Member] {
        guard case .object(let members) = value.value else {
            throw failure(at: value, "\(what) must be an object, found \(value.kindName)")
        }
        return members
    }

    func required(_ key: String, in object: LocatedJSON, members: [LocatedJSON.Member]) throws(BaselineError)
        -> LocatedJSON
    {
        guard let member = members.first(where: { $0.key == key }) else {
            throw failure(at: object, "missing key '\(key)'")
        }
        return member.value
    }

    func string(_ key: String, in object: LocatedJSON, members: [LocatedJSON.Member]) throws(BaselineError)
        -> String
    {
        let value = try required(key, in: object, members: members)
        guard case .string(let text) = value.value else {
            throw failure(at: value, "'\(key)' must be a string, found \(value.kindName)")
        }
        return text
    }

    func optionalString(_ key: String, in object: LocatedJSON, members: [LocatedJSON.Member]) throws(BaselineError)
        -> String?
    {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        switch member.value.value {
        case .null: return nil
        case .string(let text): return text
        default: throw failure(at: member.value, "'\(key)' must be a string or null, found \(member.value.kindName)")
        }
    }
}
