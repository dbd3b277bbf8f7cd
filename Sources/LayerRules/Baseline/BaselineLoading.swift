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

    /// Parses the bytes of a baseline file; `path` is used in messages only.
    public static func parse(_ bytes: [UInt8], path: String) throws(BaselineError) -> Baseline {
        let document: LocatedJSON
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(path: path, error)
        }
        let reader = BaselineReader(path: path)
        let root = try reader.members(of: document, "the baseline")
        let version = try reader.required("version", in: document, members: root)
        guard case .number(let number) = version.value, number == Double(Self.version) else {
            let found = version.toJSONValue().serialized(pretty: false)
            throw reader.failure(at: version, "unsupported baseline version \(found); expected \(Self.version)")
        }
        let list = try reader.required("violations", in: document, members: root)
        guard case .array(let items) = list.value else {
            throw reader.failure(at: list, "'violations' must be an array, found \(list.kindName)")
        }
        var entries: [BaselineEntry] = []
        for item in items {
            let members = try reader.members(of: item, "a baseline entry")
            entries.append(
                BaselineEntry(
                    ruleID: try reader.string("ruleId", in: item, members: members),
                    path: try reader.string("path", in: item, members: members),
                    subject: try reader.string("subject", in: item, members: members),
                    enclosingDeclaration: try reader.optionalString("enclosingDeclaration", in: item, members: members),
                    fingerprint: try reader.string("fingerprint", in: item, members: members),
                    message: try reader.string("message", in: item, members: members)))
        }
        return Baseline(entries: entries)
    }
}

/// Reads the members of a baseline document, with positioned errors.
private struct BaselineReader {
    var path: String

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
