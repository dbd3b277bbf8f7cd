/// Evaluates the `Package(…)` call of a manifest into targets and package dependencies, following
/// variables, `+` and single-expression helper functions. What it cannot follow becomes a diagnostic.
struct ManifestEvaluator {
    /// Names bound while evaluating a helper function's body, and where its results are reported.
    final class Scope {
        let bindings: [String: (ManifestExpression, Scope)]
        /// The call site (token index) of the outermost helper call: results are reported there.
        let anchor: Int?

        init(bindings: [String: (ManifestExpression, Scope)] = [:], anchor: Int? = nil) {
            self.bindings = bindings
            self.anchor = anchor
        }
    }

    /// Variable and helper indirections followed for one value before giving up.
    static let maximumDepth = 32

    let stream: TokenStream
    let conditions: [String?]
    let lines: LineIndex
    private let statements: ManifestStatements
    private let global = Scope()
    private let steps = ValueStepBudget()

    private(set) var packageName: String?
    private(set) var targets: [ManifestTarget] = []
    private(set) var packageDependencies: [ManifestPackageDependency] = []
    private(set) var products: [ManifestProduct] = []
    private(set) var diagnostics: [ManifestDiagnostic] = []
    private var reported: Set<ManifestDiagnostic> = []
    /// Messages said once however often they are met (`reportOnce`).
    private var saidOnce: Set<String> = []
    /// How many problems were met, each reported or not (a diagnostic already reported is not repeated): a
    /// target's list of dependencies is complete when reading it met none.
    private var problemCount = 0

    init(stream: TokenStream, conditions: [String?], lines: LineIndex) {
        self.stream = stream
        self.conditions = conditions
        self.lines = lines
        statements = ManifestStatements(stream: stream)
    }

    mutating func run() {
        let calls = statements.variables.sorted { $0.key < $1.key }.flatMap { name, values in
            values.compactMap { value -> (String, [ManifestArgument], Int)? in
                guard case .call(let callee, let arguments, let at) = value,
                    ManifestStatements.isPackageCall(callee)
                else { return nil }
                return (name, arguments, at)
            }
        }
        guard let call = calls.first(where: { $0.0 == "package" }) ?? calls.min(by: { $0.2 < $1.2 }) else {
            diagnostics.append(
                ManifestDiagnostic(
                    message: "no 'Package(...)' call found; the manifest declares no targets",
                    position: SourcePosition(line: 1, column: 1)))
            return
        }
        for argument in call.1 {
            switch argument.label {
            case "name":
                packageName = readString(argument.value, global, what: "the package name")
            case "targets":
                for (element, scope) in list(argument.value, global, what: "target list", subject: "targets") {
                    if let target = target(element, scope) { targets.append(target) }
                }
            case "dependencies":
                for (element, scope) in list(
                    argument.value, global, what: "package dependency list", subject: "dependencies")
                {
                    if let dependency = packageDependency(element, scope) { packageDependencies.append(dependency) }
                }
            case "products":
                // Products only let more imports count as declared: what cannot be read of them is left out
                // without a warning (a product a target links but archlint cannot read still names no module).
                let reportedBefore = diagnostics.count
                for (element, scope) in list(argument.value, global, what: "product list", subject: "products") {
                    if let product = product(element, scope) { products.append(product) }
                }
                diagnostics.removeSubrange(reportedBefore...)
            default: break
            }
        }
        for mutation in statements.mutations {
            let elements =
                mutation.isElement
                ? [(mutation.value, global)]
                : list(
                    mutation.value, global,
                    what: mutation.property == "targets" ? "target list" : "package dependency list",
                    subject: mutation.property)
            for (element, scope) in elements {
                if mutation.property == "targets" {
                    if let target = target(element, scope) { targets.append(target) }
                } else if let dependency = packageDependency(element, scope) {
                    packageDependencies.append(dependency)
                }
            }
        }
    }

    // MARK: - Values

    /// The elements of a list value: array literals, `+`, variables and helper calls followed.
    private mutating func list(
        _ expression: ManifestExpression, _ scope: Scope, what: String, subject: String, depth: Int = 0
    ) -> [(ManifestExpression, Scope)] {
        guard steps.take(at: expression.start) else {
            reportOnce(ValueStepBudget.spentMessage, at: expression.start, scope)
            return []
        }
        guard depth < Self.maximumDepth else {
            // A value defined by itself reaches this depth along every branch of its definition: one warning.
            reportOnce("could not read \(what): '\(subject)' refers to itself", at: expression.start, scope)
            return []
        }
        switch expression {
        case .array(let elements, _):
            guard steps.take(elements.count, at: expression.start) else {
                reportOnce(ValueStepBudget.spentMessage, at: expression.start, scope)
                return []
            }
            return elements.map { ($0, scope) }
        case .concatenation(let parts, _):
            return parts.flatMap { list($0, scope, what: what, subject: subject, depth: depth + 1) }
        case .name(let name, let at):
            guard let definitions = resolve(name, scope) else {
                report("could not read \(what): '\(name)' is not defined in the manifest", at: at, scope)
                return []
            }
            return definitions.flatMap { list($0.0, $0.1, what: what, subject: name, depth: depth + 1) }
        case .call(let callee, let arguments, let at):
            if let (body, inner) = callHelper(callee, arguments, at: at, scope) {
                return list(body, inner, what: what, subject: subject, depth: depth + 1)
            }
            report("could not read \(what): '\(subject)' is built by a function call", at: at, scope)
            return []
        default:
            report(
                "could not read \(what): '\(subject)' is built by \(describe(expression))", at: expression.start, scope)
            return []
        }
    }

    /// A string value, or nil after reporting why it cannot be read.
    private mutating func readString(_ expression: ManifestExpression, _ scope: Scope, what: String) -> String? {
        switch string(expression, scope, depth: 0) {
        case .success(let value): return value
        case .failure(let problem) where problem == .stepsSpent:
            reportOnce(ValueStepBudget.spentMessage, at: expression.start, scope)
            return nil
        case .failure(let problem):
            report("could not read \(what): \(problem.reason)", at: expression.start, scope)
            return nil
        }
    }

    private struct Unreadable: Error, Equatable {
        var reason: String

        /// The step budget ran out: reported once for the manifest, not per value.
        static let stepsSpent = Unreadable(reason: ValueStepBudget.spentMessage)
        static let tooLong = Unreadable(reason: "it is longer than \(ValueStepBudget.longestString) bytes")
    }

    private func string(_ expression: ManifestExpression, _ scope: Scope, depth: Int) -> Result<String, Unreadable> {
        guard steps.take(at: expression.start) else { return .failure(.stepsSpent) }
        guard depth < Self.maximumDepth else { return .failure(Unreadable(reason: "it refers to itself")) }
        switch expression {
        case .string(let value, _):
            return .success(value)
        case .interpolated:
            return .failure(Unreadable(reason: "it uses string interpolation"))
        case .name(let name, _):
            guard let definition = resolve(name, scope)?.first else {
                return .failure(Unreadable(reason: "'\(name)' is not defined in the manifest"))
            }
            return string(definition.0, definition.1, depth: depth + 1)
        case .concatenation(let parts, _):
            var text = ""
            for part in parts {
                switch string(part, scope, depth: depth + 1) {
                case .success(let value) where text.utf8.count + value.utf8.count > ValueStepBudget.longestString:
                    return .failure(.tooLong)
                case .success(let value): text += value
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(text)
        default:
            return .failure(Unreadable(reason: "it is built by \(describe(expression))"))
        }
    }

    /// A list of strings; `label` names the argument in diagnostics.
    private mutating func strings(_ expression: ManifestExpression, _ scope: Scope, what: String, label: String)
        -> [String]
    {
        list(expression, scope, what: what, subject: label).compactMap { readString($0.0, $0.1, what: what) }
    }

    /// The definitions a name stands for: a helper's parameter, else every definition of a variable.
    private func resolve(_ name: String, _ scope: Scope) -> [(ManifestExpression, Scope)]? {
        if let bound = scope.bindings[name] { return [bound] }
        guard let definitions = statements.variables[name] else { return nil }
        return definitions.map { ($0, global) }
    }

    /// The body of a helper function called with `arguments`, and the scope that binds its parameters:
    /// each argument to the next parameter with its label, the others to their default values.
    private func callHelper(_ callee: String, _ arguments: [ManifestArgument], at: Int, _ scope: Scope)
        -> (ManifestExpression, Scope)?
    {
        guard let function = statements.functions[callee], let body = function.body else { return nil }
        var bindings: [String: (ManifestExpression, Scope)] = [:]
        var next = 0
        for argument in arguments {
            guard let index = function.parameters[next...].firstIndex(where: { $0.label == argument.label }) else {
                return nil
            }
            bindings[function.parameters[index].name] = (argument.value, scope)
            next = index + 1
        }
        let anchor = scope.anchor ?? at
        let defaults = Scope(anchor: anchor)
        for parameter in function.parameters where bindings[parameter.name] == nil {
            if let defaultValue = parameter.defaultValue { bindings[parameter.name] = (defaultValue, defaults) }
        }
        return (body, Scope(bindings: bindings, anchor: anchor))
    }

    /// An element that is a variable or a helper call, followed to what it stands for.
    private func followed(_ expression: ManifestExpression, _ scope: Scope) -> (ManifestExpression, Scope) {
        var current = (expression, scope)
        for _ in 0..<Self.maximumDepth {
            switch current.0 {
            case .name(let name, _):
                guard let definition = resolve(name, current.1)?.first else { return current }
                current = definition
            case .call(let callee, let arguments, let at):
                guard let next = callHelper(callee, arguments, at: at, current.1) else { return current }
                current = next
            default:
                return current
            }
        }
        return current
    }

    // MARK: - Targets

    private mutating func target(_ element: ManifestExpression, _ elementScope: Scope) -> ManifestTarget? {
        let (expression, scope) = followed(element, elementScope)
        guard case .call(let callee, let arguments, let at) = expression, let kind = Self.targetKind(callee) else {
            report("could not read a target: it is built by \(describe(expression))", at: element.start, elementScope)
            return nil
        }
        guard let nameArgument = arguments.first(where: { $0.label == "name" }) else {
            report("could not read a target: it has no 'name:'", at: at, scope)
            return nil
        }
        guard let name = readString(nameArgument.value, scope, what: "the name of a target") else { return nil }
        var target = ManifestTarget(
            name: name, kind: kind, position: position(at, scope), condition: condition(at, scope))
        for argument in arguments {
            switch argument.label {
            case "path": target.path = readString(argument.value, scope, what: "the path of target '\(name)'")
            case "exclude":
                target.exclude = strings(
                    argument.value, scope, what: "the excludes of target '\(name)'", label: "exclude")
            case "sources":
                target.sources = strings(
                    argument.value, scope, what: "the sources of target '\(name)'", label: "sources")
            case "swiftSettings": target.moduleAliases = moduleAliases(in: argument.value, scope)
            case "dependencies":
                let what = "the dependencies of target '\(name)'"
                // Complete unless part of the list, or one of its entries, could not be read (a dependency whose
                // package string is unreadable is still a dependency on the product it names).
                let problemsBefore = problemCount
                let items = list(argument.value, scope, what: what, subject: "dependencies")
                target.dependenciesComplete = problemCount == problemsBefore
                for (item, itemScope) in items {
                    if let dependency = dependency(item, itemScope, of: name) {
                        target.dependencies.append(dependency)
                    } else {
                        target.dependenciesComplete = false
                    }
                }
            default: break
            }
        }
        return target
    }

    /// The method a call names, after its type (`unsafeFlags` of `.unsafeFlags`, `product` of
    /// `Target.Dependency.product`).
    private static func methodName(_ callee: String) -> Substring {
        callee.split(separator: ".").last ?? callee[...]
    }

    /// The `-module-alias NAME=MODULE` pairs in a target's `swiftSettings: [.unsafeFlags([…])]`, by alias. Read
    /// quietly: settings archlint cannot follow are no problem of the manifest, and an alias it misses only leaves
    /// an import under the name it is written with.
    private func moduleAliases(in expression: ManifestExpression, _ scope: Scope) -> [String: String] {
        let (settings, settingsScope) = followed(expression, scope)
        guard case .array(let elements, _) = settings else { return [:] }
        var aliases: [String: String] = [:]
        for element in elements {
            let (setting, settingScope) = followed(element, settingsScope)
            guard case .call(let callee, let arguments, _) = setting,
                Self.methodName(callee) == "unsafeFlags", let flagsArgument = arguments.first
            else { continue }
            let (flagList, flagScope) = followed(flagsArgument.value, settingScope)
            guard case .array(let flagElements, _) = flagList else { continue }
            let flags = flagElements.map { flag -> String? in
                if case .success(let text) = string(flag, flagScope, depth: 0) { return text }
                return nil
            }
            for index in flags.indices.dropLast() where flags[index] == "-module-alias" {
                guard let pair = flags[index + 1], let equals = pair.firstIndex(of: "=") else { continue }
                let alias = pair[..<equals]
                let module = pair[pair.index(after: equals)...]
                if !alias.isEmpty && !module.isEmpty { aliases[String(alias)] = String(module) }
            }
        }
        return aliases
    }

    /// A product, `.library(name: "Kit", targets: ["Kit", "KitUI"])` (or `.executable`, `.plugin`): its name
    /// and the targets it is built from.
    private mutating func product(_ element: ManifestExpression, _ elementScope: Scope) -> ManifestProduct? {
        let (expression, scope) = followed(element, elementScope)
        guard case .call(let callee, let arguments, let at) = expression, Self.isProductFactory(callee),
            let nameArgument = arguments.first(where: { $0.label == "name" })
        else {
            report("could not read a product: it is built by \(describe(expression))", at: element.start, elementScope)
            return nil
        }
        guard let name = readString(nameArgument.value, scope, what: "the name of a product") else { return nil }
        let targets = arguments.first { $0.label == "targets" }.map {
            strings($0.value, scope, what: "the targets of product '\(name)'", label: "targets")
        }
        return ManifestProduct(name: name, targets: targets ?? [], position: position(at, scope))
    }

    /// Whether a callee makes a product: `.library`, `Product.executable`, `PackageDescription.Product.plugin`.
    static func isProductFactory(_ callee: String) -> Bool {
        let parts = callee.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, ["library", "executable", "plugin"].contains(last) else { return false }
        let base = parts.dropLast().joined(separator: ".")
        return base == "" || base == "Product" || base == "PackageDescription.Product"
    }

    /// The kind of a target factory: `.target`, `Target.executableTarget`, `PackageDescription.Target.macro`.
    static func targetKind(_ callee: String) -> ManifestTargetKind? {
        let parts = callee.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last, let kind = ManifestTargetKind(rawValue: String(last)) else { return nil }
        let base = parts.dropLast().joined(separator: ".")
        return base == "" || base == "Target" || base == "PackageDescription.Target" ? kind : nil
    }

    private mutating func dependency(_ element: ManifestExpression, _ elementScope: Scope, of target: String)
        -> ManifestTargetDependency?
    {
        let (expression, scope) = followed(element, elementScope)
        let what = "a dependency of target '\(target)'"
        if case .string = expression {
            // A string that cannot be read was reported as it was read.
            guard let name = readString(expression, scope, what: what) else { return nil }
            return ManifestTargetDependency(
                name: name, condition: condition(element.start, elementScope),
                position: position(element.start, elementScope))
        }
        guard case .call(let callee, let arguments, let at) = expression else {
            report("could not read \(what): it is built by \(describe(expression))", at: element.start, elementScope)
            return nil
        }
        var kind: ManifestTargetDependency.Kind
        switch Self.methodName(callee) {
        case "target", "targetItem": kind = .target
        case "product", "productItem":
            let package = arguments.first { $0.label == "package" }.flatMap {
                readString($0.value, scope, what: "the package of \(what)")
            }
            kind = .product(package: package)
        case "byName", "byNameItem": kind = .byName
        default:
            report("could not read \(what): it is built by a function call", at: at, scope)
            return nil
        }
        guard let nameArgument = arguments.first(where: { $0.label == "name" }),
            let name = readString(nameArgument.value, scope, what: "the name of \(what)")
        else {
            if !arguments.contains(where: { $0.label == "name" }) {
                report("could not read \(what): it has no 'name:'", at: at, scope)
            }
            return nil
        }
        let platform = arguments.first { $0.label == "condition" }.map { stream.spacedText($0.tokens) }.flatMap {
            $0 == "nil" ? nil : $0
        }
        return ManifestTargetDependency(
            name: name, kind: kind, platformCondition: platform, condition: condition(at, scope),
            position: position(at, scope))
    }

    // MARK: - Package dependencies

    private mutating func packageDependency(_ element: ManifestExpression, _ elementScope: Scope)
        -> ManifestPackageDependency?
    {
        let (expression, scope) = followed(element, elementScope)
        let what = "a package dependency"
        guard case .call(let callee, let arguments, let at) = expression,
            callee == ".package" || callee == "Package.Dependency.package"
        else {
            report("could not read \(what): it is built by \(describe(expression))", at: element.start, elementScope)
            return nil
        }
        var location: ManifestPackageDependency.Location?
        var name: String?
        for argument in arguments {
            switch argument.label {
            case "path": location = readString(argument.value, scope, what: "the path of \(what)").map { .path($0) }
            case "url": location = readString(argument.value, scope, what: "the url of \(what)").map { .url($0) }
            case "id": location = readString(argument.value, scope, what: "the id of \(what)").map { .registry($0) }
            case "name": name = readString(argument.value, scope, what: "the name of \(what)")
            default: break
            }
        }
        guard let location else {
            if !arguments.contains(where: { ["path", "url", "id"].contains($0.label) }) {
                report("could not read \(what): it has no 'path:', 'url:' or 'id:'", at: at, scope)
            }
            return nil
        }
        return ManifestPackageDependency(
            location: location, name: name, position: position(at, scope), condition: condition(at, scope))
    }

    // MARK: - Helpers

    private func describe(_ expression: ManifestExpression) -> String {
        switch expression {
        case .string: return "a string"
        case .interpolated: return "string interpolation"
        case .array: return "an array"
        case .name(let name, _): return "'\(name)'"
        case .implicitMember(let name, _): return "'.\(name)'"
        case .call: return "a function call"
        case .concatenation: return "the operator '+'"
        case .unreadable(let what, _): return what
        }
    }

    private func position(_ index: Int, _ scope: Scope) -> SourcePosition {
        let token = scope.anchor ?? index
        guard token < stream.count else { return SourcePosition(line: 1, column: 1) }
        return lines.position(of: stream[token].start)
    }

    private func condition(_ index: Int, _ scope: Scope) -> String? {
        let token = scope.anchor ?? index
        return token < conditions.count ? conditions[token] : nil
    }

    /// Reports `message` the first time it is met; later meetings count as problems without a diagnostic.
    private mutating func reportOnce(_ message: String, at index: Int, _ scope: Scope) {
        if saidOnce.insert(message).inserted {
            report(message, at: index, scope)
        } else {
            problemCount += 1
        }
    }

    /// Reports a problem once: a helper read from several places (or from itself) gives one warning, not one
    /// per read.
    private mutating func report(_ message: String, at index: Int, _ scope: Scope) {
        problemCount += 1
        let diagnostic = ManifestDiagnostic(message: message, position: position(index, scope))
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }
}
