/// The report formats `archlint check --format` and `--report FORMAT:PATH` accept.
public enum ReportFormat: String, CaseIterable, Sendable {
    case xcode, json, sarif, github, junit, checkstyle, gitlab, markdown

    /// The reporter for this format; `helpBaseURI` is the rules document SARIF's `helpUri` links into.
    public func reporter(helpBaseURI: String = SARIFReporter.defaultHelpBaseURI) -> any Reporter {
        switch self {
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter(helpBaseURI: helpBaseURI)
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        case .checkstyle: return CheckstyleReporter()
        case .gitlab: return GitLabReporter()
        case .markdown: return MarkdownReporter()
        }
    }

    /// Parses a format name, with a did-you-mean hint for a misspelt one.
    public static func parse(_ name: String) throws(ReportRequestError) -> ReportFormat {
        guard let format = ReportFormat(rawValue: name) else {
            throw .unknownFormat(name)
        }
        return format
    }
}

/// One `--report FORMAT:PATH` request: which format to write where (`-` is stdout).
public struct ReportRequest: Hashable, Sendable {
    public var format: ReportFormat
    public var path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// Parses `FORMAT:PATH`, e.g. `sarif:archlint.sarif`. Only the first `:` separates, so paths may contain `:`.
    public static func parse(_ text: String) throws(ReportRequestError) -> ReportRequest {
        guard let colon = text.firstIndex(of: ":") else { throw .missingPath(text) }
        let path = String(text[text.index(after: colon)...])
        if path.isEmpty { throw .missingPath(text) }
        return ReportRequest(format: try ReportFormat.parse(String(text[..<colon])), path: path)
    }
}

/// A malformed `--format` or `--report` value.
public enum ReportRequestError: Error, Equatable, CustomStringConvertible {
    case unknownFormat(String)
    case missingPath(String)

    public var description: String {
        switch self {
        case .unknownFormat(let name):
            let known = ReportFormat.allCases.map(\.rawValue)
            let hint = Suggestions.didYouMean(name, in: known)
            if !hint.isEmpty { return "unknown report format '\(name)'\(hint)" }
            return "unknown report format '\(name)'; use one of \(known.joined(separator: ", "))"
        case .missingPath(let text):
            return "report '\(text)' needs the form FORMAT:PATH, e.g. 'sarif:archlint.sarif'"
        }
    }
}
