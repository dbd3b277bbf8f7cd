/// Reads a Tuist `Project.swift` lexically (never executed): the `Project(…)` call or a helper call with a
/// `name:` argument, its `Target(…)`/`.target(…)` list (name, product, `sources` globs, dependencies), or,
/// where the manifest builds the project through opaque helpers, Tuist's conventions: the module is named
/// by the `name:` argument or after the folder, with sources in `Sources/**`, tests in `Tests/**` and a
/// demo app in `Demo/**`. What came from the manifest and what from a convention is kept in each target's
/// `origins`; whatever cannot be read is a diagnostic naming the line.
public enum TuistReader {
    /// True when the Swift file `bytes` imports `ProjectDescription` (or its helpers): a Tuist manifest.
    public static func isManifest(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .success(let lexed) = LexedFile.lex(bytes) else { return false }
        let stream = TokenStream(bytes: bytes, tokens: lexed.tokens)
        for index in 0..<stream.count where stream.keyword(index) == .import && stream.isName(index + 1) {
            if stream.name(index + 1).hasPrefix("ProjectDescription") { return true }
        }
        return false
    }

    /// Reads the manifest `bytes` at root-relative `path`; `folderExists` answers for root-relative folders
    /// (conventional test and demo targets exist only when their folder does).
    public static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, helpers: TuistHelpers, folderExists: (String) -> Bool
    ) -> ProjectManifest {
        var manifest = ProjectManifest(path: path, format: .tuist)
        let lexed: LexedFile
        switch LexedFile.lex(bytes) {
        case .success(let file): lexed = file
        case .failure(let refusal):
            manifest.diagnostics = [
                ProjectDiagnostic(path: path, message: refusal.message, position: SourcePosition(line: 1, column: 1))
            ]
            return manifest
        }
        let prepared = ConditionalTokens(TokenStream(bytes: bytes, tokens: lexed.tokens))
        let stream = TokenStream(bytes: bytes, tokens: TokenStorage(copying: prepared.tokens))
        var reading = TuistReading(
            stream: stream, lines: lexed.lines, path: path, helpers: helpers,
            statements: ManifestStatements(stream: stream))
        reading.read(folderExists: folderExists)
        manifest.name = reading.projectName
        manifest.targets = reading.targets
        let lexical = LexedFile.ordered(lexed.diagnostics + prepared.diagnostics, lexed.lines).map {
            ProjectDiagnostic(path: path, message: $0.0.message, position: $0.1)
        }
        manifest.diagnostics = lexical + reading.diagnostics
        return manifest
    }

    /// Convenience for tests.
    public static func read(
        _ text: String, path: String, helpers: TuistHelpers = TuistHelpers(),
        folderExists: (String) -> Bool = { _ in false }
    ) -> ProjectManifest {
        var copy = text
        return copy.withUTF8 { read($0, path: path, helpers: helpers, folderExists: folderExists) }
    }

    /// Whether a root-relative path is a Tuist manifest or helper by its place: under a folder named `Tuist`
    /// or `ProjectDescriptionHelpers`, or named `Workspace.swift` or `Tuist.swift` (a `Project.swift` or
    /// `Config.swift` counts when it imports `ProjectDescription`, see `isManifest`).
    public static func isManifestPath(_ path: String) -> Bool {
        if ProjectPath.hasName("Workspace.swift", path) || ProjectPath.hasName("Tuist.swift", path) { return true }
        return ProjectPath.hasFolder(named: "Tuist", in: path)
            || ProjectPath.hasFolder(named: "ProjectDescriptionHelpers", in: path)
    }
}

/// One reading of a Tuist manifest.
private struct TuistReading {
    static let maximumDepth = 16
    let stream: TokenStream
    let lines: LineIndex
    let path: String
    let helpers: TuistHelpers
    let statements: ManifestStatements
    let steps = ValueStepBudget()
    var projectName: String?
    var targets: [ProjectTarget] = []
    var diagnostics: [ProjectDiagnostic] = []
    /// False once a dependency list could not be read completely.
    var dependenciesRead = true

    var folder: String { ProjectPath.parent(of: path) }

    mutating func read(folderExists: (String) -> Bool) {
        readProject(folderExists: folderExists)
        if let index = steps.firstRefusal { warn(ValueStepBudget.spentMessage, at: index) }
    }

    private mutating func readProject(folderExists: (String) -> Bool) {
        var parser = ManifestExpressionParser(stream: stream)
        var projectCall: (String, [ManifestArgument], Int)?
        if let value = statements.variables["project"]?.first {
            switch value {
            case .call(let callee, let arguments, let at): projectCall = (callee, arguments, at)
            case .name(let dotted, let at):
                // `ProjectName.Domain.project`: a helper's static member names the module.
                let parts = dotted.split(separator: ".").map(String.init)
                if parts.count >= 2 {
                    projectName = helpers.moduleName(parts[parts.count - 2])
                    conventionTargets(
                        name: projectName!, origin: "name from '\(dotted)'", at: at, folderExists: folderExists)
                    return
                }
            default: break
            }
        } else {
            while parser.index < stream.count {
                if stream.name(parser.index) == "Project" || stream.kind(parser.index) == .dot {
                    let start = parser.index
                    if case .call(let callee, let arguments, let at) = parser.parseExpression(),
                        callee == "Project" || callee.hasPrefix("Project.")
                    {
                        projectCall = (callee, arguments, at)
                        break
                    }
                    if parser.index == start { parser.index += 1 }
                } else {
                    parser.index += 1
                }
            }
        }
        guard let (callee, arguments, at) = projectCall else {
            warn("no 'Project(…)' call or project helper could be read; targets by convention", at: 0)
            projectName = ProjectPath.lastComponent(of: folder)
            conventionTargets(name: projectName!, origin: "name after the folder", at: 0, folderExists: folderExists)
            return
        }
        let nameArgument = arguments.first { $0.label == "name" }
        projectName = nameArgument.flatMap { string($0.value, depth: 0) }
        if nameArgument != nil && projectName == nil { warn("the project's 'name:' could not be read", at: at) }
        if let list = arguments.first(where: { $0.label == "targets" })?.value {
            readTargets(list)
            if !targets.isEmpty { return }
        }
        if nameArgument == nil {
            warn("the project is built by '\(callee)(…)', whose result is not read; targets by convention", at: at)
        }
        let name = projectName ?? ProjectPath.lastComponent(of: folder)
        let origin = projectName == nil ? "name after the folder" : "name from the '\(callee)' call's 'name:' argument"
        conventionTargets(name: name, origin: origin, at: at, folderExists: folderExists)
        if let dependencies = arguments.first(where: { $0.label == "dependencies" })?.value {
            dependenciesRead = true
            targets[0].module.dependencies = readDependencies(dependencies)
            targets[0].dependenciesComplete = dependenciesRead
            targets[0].origins.append("dependencies from the '\(callee)' call")
        }
    }

    private mutating func conventionTargets(name: String, origin: String, at: Int, folderExists: (String) -> Bool) {
        let position = position(at)
        func source(_ folderName: String) -> [ProjectSource] {
            [ProjectSource(path: ProjectPath.join(folder, folderName) ?? folderName)]
        }
        var main = ProjectTarget(
            module: ManifestTarget(name: name, kind: .regular, position: position), targetName: name,
            productType: "", sources: source("Sources"), origins: [origin, "sources by convention: Sources/**"])
        main.dependenciesComplete = false
        targets.append(main)
        for (suffix, folderName, kind) in [("Tests", "Tests", ManifestTargetKind.test), ("Demo", "Demo", .executable)]
        where folderExists(ProjectPath.join(folder, folderName) ?? folderName) {
            targets.append(
                ProjectTarget(
                    module: ManifestTarget(
                        name: name + suffix, kind: kind,
                        dependencies: [ManifestTargetDependency(name: name, kind: .target, position: position)],
                        position: position),
                    targetName: name + suffix, productType: "", sources: source(folderName),
                    origins: ["\(folderName.lowercased()) target by convention: \(folderName)/**"]))
        }
    }

    private mutating func readTargets(_ list: ManifestExpression) {
        guard case .array(let elements, _) = list else {
            warn("the project's 'targets:' is not an array literal; targets by convention", at: list.start)
            return
        }
        for listed in elements {
            var element = listed
            if case .name(let variable, _) = listed, let value = statements.variables[variable]?.first {
                element = value
            }
            guard case .call(_, let arguments, let at) = element,
                let nameArgument = arguments.first(where: { $0.label == "name" })
            else {
                warn("a target that is not a 'Target(…)' or '.target(…)' call; ignored", at: element.start)
                continue
            }
            guard let name = string(nameArgument.value, depth: 0) else {
                warn("a target's 'name:' could not be read; ignored", at: nameArgument.value.start)
                continue
            }
            var product = ""
            if case .implicitMember(let member, _)? = arguments.first(where: { $0.label == "product" })?.value {
                product = member
            }
            let kind: ManifestTargetKind =
                product.hasSuffix("Tests")
                ? .test : (product == "app" || product == "commandLineTool") ? .executable : .regular
            var origins = ["target '\(name)' from the manifest"]
            var sources: [ProjectSource] = []
            if let value = arguments.first(where: { $0.label == "sources" })?.value {
                sources = readSources(value)
            }
            if sources.isEmpty {
                let conventional = kind == .test ? "Tests" : "Sources"
                sources = [ProjectSource(path: ProjectPath.join(folder, conventional) ?? conventional)]
                origins.append("sources by convention: \(conventional)/**")
            }
            dependenciesRead = true
            let dependencies = arguments.first { $0.label == "dependencies" }.map { readDependencies($0.value) } ?? []
            let complete = dependenciesRead
            targets.append(
                ProjectTarget(
                    module: ManifestTarget(name: name, kind: kind, dependencies: dependencies, position: position(at)),
                    targetName: name, productType: product, sources: sources, origins: origins))
            targets[targets.count - 1].dependenciesComplete = complete
        }
    }

    /// `sources:` globs as folders: the literal folders before the first wildcard (`Sources/**` → `Sources`).
    private mutating func readSources(_ value: ManifestExpression) -> [ProjectSource] {
        var globs: [String] = []
        switch value {
        case .string(let glob, _): globs = [glob]
        case .array(let elements, _): globs = elements.compactMap { string($0, depth: 0) }
        default:
            warn("the target's 'sources:' is not a glob literal; sources by convention", at: value.start)
            return []
        }
        return globs.compactMap { glob in
            let literal = glob.split(separator: "/").prefix { !$0.contains(where: { "*?[{".contains($0) }) }
            return ProjectPath.join(folder, literal.joined(separator: "/")).map { ProjectSource(path: $0) }
        }
    }

    private mutating func readDependencies(_ value: ManifestExpression) -> [ManifestTargetDependency] {
        guard case .array(let elements, _) = value else {
            warn("'dependencies:' is not an array literal; not read", at: value.start)
            dependenciesRead = false
            return []
        }
        var result: [ManifestTargetDependency] = []
        for element in elements {
            let position = position(element.start)
            switch element {
            case .call(let callee, let arguments, _):
                func argument(_ label: String?) -> String? {
                    arguments.first { $0.label == label }.flatMap { string($0.value, depth: 0) }
                }
                switch callee {
                case ".target", "TargetDependency.target":
                    if let name = argument("name") ?? argument(nil) {
                        result.append(ManifestTargetDependency(name: name, kind: .target, position: position))
                    }
                case ".project", "TargetDependency.project":
                    if let name = argument("target") {
                        result.append(ManifestTargetDependency(name: name, kind: .byName, position: position))
                    }
                case ".external", ".package", "TargetDependency.external", "TargetDependency.package":
                    if let name = argument("name") ?? argument("product") ?? argument("dependency") ?? argument(nil) {
                        result.append(
                            ManifestTargetDependency(name: name, kind: .product(package: nil), position: position))
                    }
                case ".framework", ".xcframework", "TargetDependency.framework", "TargetDependency.xcframework":
                    // A prebuilt bundle (Carthage's, a vendored SDK's) names the module it holds, which may be one
                    // of the tree's; a path that is not a literal is passed over, as system products are.
                    if let name = argument("path").flatMap(ProjectPath.frameworkModule) {
                        result.append(ManifestTargetDependency(name: name, kind: .byName, position: position))
                    }
                case ".sdk", ".library", ".xctest":
                    continue
                default:
                    if let name = arguments.first.flatMap({ string($0.value, depth: 0) }) {
                        result.append(ManifestTargetDependency(name: name, kind: .byName, position: position))
                    } else {
                        warn("a dependency built by '\(callee)' could not be read; ignored", at: element.start)
                        dependenciesRead = false
                    }
                }
            case .implicitMember(let member, _), .name(let member, _):
                let name = helpers.moduleName(String(member.split(separator: ".").last ?? Substring(member)))
                result.append(ManifestTargetDependency(name: name, kind: .byName, position: position))
            case .string(let name, _):
                result.append(ManifestTargetDependency(name: name, kind: .byName, position: position))
            default:
                warn("a dependency could not be read; ignored", at: element.start)
                dependenciesRead = false
            }
        }
        return result
    }

    /// The string an expression spells: a literal, an enum case (`.Login`, `Module.Domain.rawValue`, by the
    /// helpers' raw values), a `let` of the manifest, or an interpolation of those.
    private func string(_ value: ManifestExpression, depth: Int) -> String? {
        guard depth < Self.maximumDepth, steps.take(at: value.start) else { return nil }
        switch value {
        case .string(let text, _): return text
        case .implicitMember(let member, _):
            return helpers.moduleName(String(member.split(separator: ".").last ?? Substring(member)))
        case .name(let dotted, _):
            var parts = dotted.split(separator: ".").map(String.init)
            if parts.count == 1 {
                return statements.variables[dotted]?.first.flatMap { string($0, depth: depth + 1) }
            }
            if parts.last == "rawValue" { parts.removeLast() }
            return parts.last.map(helpers.moduleName)
        case .interpolated(let at): return interpolated(at, depth: depth)
        default: return nil
        }
    }

    /// `"\(moduleName)Interface"` with each interpolation a single name that `string` can read.
    private func interpolated(_ start: Int, depth: Int) -> String? {
        var result = ""
        var index = start
        var first = true
        while index < stream.count {
            switch stream[index].kind {
            case .string:
                var text = Substring(stream.text(index))
                if first { text = text.drop { $0 == "\"" || $0 == "#" } }
                first = false
                let ends = stream.kind(index + 1) != .interpolationOpen
                if ends { text = text.dropLast(text.reversed().prefix { $0 == "\"" || $0 == "#" }.count) }
                result += text
                if ends { return result }
                index += 1
            case .interpolationOpen:
                guard stream.isName(index + 1), stream.kind(index + 2) == .interpolationClose,
                    let value = string(.name(stream.name(index + 1), at: index + 1), depth: depth + 1),
                    result.utf8.count + value.utf8.count <= ValueStepBudget.longestString
                else { return nil }
                result += value
                index += 3
            default: return nil
            }
        }
        return nil
    }

    private func position(_ index: Int) -> SourcePosition {
        guard index < stream.count else { return SourcePosition(line: 1, column: 1) }
        return lines.position(of: stream[index].start)
    }

    private mutating func warn(_ message: String, at index: Int) {
        diagnostics.append(ProjectDiagnostic(path: path, message: message, position: position(index)))
    }
}
