import LayerRules
import SwiftScanner

/// Hand-made check outcomes for the report tests.
enum ReportFixtures {
    static let rules = [
        RuleMetadata(
            id: "domain-imports", kind: "imports", summary: "a layer imports a module its policy does not allow",
            help: "move the code that needs the module behind a protocol declared in the layer", severity: .error),
        RuleMetadata(
            id: "dependency-direction", kind: "dependencies",
            summary: "a layer depends on a layer its policy does not allow",
            help: "depend on a protocol and inject the implementation from the composition root", severity: .error),
        RuleMetadata(
            id: "no-singletons-in-domain", kind: "symbols", summary: "a layer uses a shared instance it may not use",
            help: "inject the dependency through a protocol", severity: .warning),
    ]

    static let policy = PolicySource(
        path: "rules.json", sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")

    /// Three violations (one a warning) and one non-fatal input problem under root `App`.
    static let realistic = CheckOutcome(
        root: "App", policy: policy, rules: rules,
        violations: [
            Finding(
                source: .rule("domain-imports"), severity: .error,
                summary: "'Domain' imports 'FirebaseMessaging', which its policy does not allow",
                hint: "move the code that needs 'FirebaseMessaging' behind a protocol declared in 'Domain' and "
                    + "implement it in 'Data'",
                path: "Domain/UseCase/LoginUseCase.swift", position: SourcePosition(line: 2, column: 1),
                from: .layer("Domain"), to: .module("FirebaseMessaging"), subject: "FirebaseMessaging"),
            Finding(
                source: .rule("no-singletons-in-domain"), severity: .warning,
                summary: "'Domain' uses 'UserDefaults.standard', which its policy forbids",
                hint: "inject the dependency through a protocol declared in 'Domain' instead of reaching for a "
                    + "shared instance",
                path: "Domain/UseCase/LoginUseCase.swift", position: SourcePosition(line: 14, column: 9),
                from: .layer("Domain"), subject: "UserDefaults.standard",
                scope: .declaration("LoginUseCase.execute")),
            Finding(
                source: .rule("dependency-direction"), severity: .error,
                summary: "'Presentation' depends on 'UserRepositoryImpl' from 'Data', which its policy does not allow",
                hint: "depend on a protocol declared in 'Presentation' or 'Domain' and inject the implementation from "
                    + "the composition root",
                path: "Presentation/Login/LoginViewController.swift", position: SourcePosition(line: 21, column: 23),
                from: .layer("Presentation"), to: .layer("Data"), subject: "UserRepositoryImpl",
                scope: .declaration("LoginViewController")),
        ],
        fileCount: 12, lineCount: 840, declarationCount: 31,
        problems: [
            InputProblem(
                path: "App/Data/Legacy.swift", position: SourcePosition(line: 40, column: 5),
                message: "unterminated string literal", isFatal: false)
        ])

    /// A path and a message with spaces, quotes, `<`, `&`, a newline, `%`, `,`, `:`, `|` and non-ASCII text.
    static let awkwardPath = "Présentation/Vue \"x\" <a&b>.swift"
    static let awkwardSecondPath = "Présentation/Deux\nlignes, 100%: ok.swift"
    static let awkwardMessage = "'Présentation' uses \"x\" <a&b> | 100%,\nsecond: line"

    static let awkward = CheckOutcome(
        root: ".", policy: PolicySource(path: nil, sha256: String(repeating: "0", count: 64)), rules: [rules[0]],
        violations: [
            Finding(
                source: .rule("domain-imports"), severity: .error, summary: awkwardMessage, path: awkwardPath,
                position: SourcePosition(line: 3, column: 7), from: .layer("Présentation"), subject: "x"),
            Finding(
                source: .rule("domain-imports"), severity: .warning, summary: "tab\there & 'quote' \u{1B}escape",
                path: awkwardSecondPath, position: SourcePosition(line: 1, column: 1), subject: "y"),
        ],
        fileCount: 2, lineCount: 9, declarationCount: 1, problems: [])

    static let clean = CheckOutcome(
        root: ".", policy: policy, rules: [rules[0]], violations: [], fileCount: 1, lineCount: 12,
        declarationCount: 2, problems: [])
}
