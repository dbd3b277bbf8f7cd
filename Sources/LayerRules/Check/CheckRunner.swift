import SwiftScanner

/// `archlint check` without the printing: policy, discovery, exclusion, parallel scan, rules.
public enum CheckRunner {
    /// Runs the stages: policy, discovery (`SourceStage.discover`), project files with read and scan (one
    /// pool of workers, `ProjectFileStage.readAndScan`), modules (`PackageScan`, built on that pool once the
    /// projects are read; it leaves out the sources of test targets, which are then not scanned:
    /// `SourceStage.collect`), then the model and the rules (`RuleEngine`). `scansFiles` decides, once the policy is loaded, whether the tree is discovered at all:
    /// without, the run has an empty model (for `explain` of a rule, which needs the policy only).
    public static func run(_ options: CheckOptions, scansFiles: (Policy) -> Bool = { _ in true }) -> CheckRun {
        var options = options
        var stopwatch = Stopwatch()
        var run = CheckRun(outcome: nil, diagnostics: [], filesInNoLayer: [], model: nil, strict: options.strict)
        if let list = options.filesFrom {
            do {
                options.paths += try FileListReader.read(list)
            } catch {
                run.diagnostics.append(Diagnostic(severity: .error, source: .paths, message: String(describing: error)))
                return run
            }
        }
        if options.paths.isEmpty, options.filesFrom == nil { options.paths = ["."] }
        options.paths = RootSet.deduplicated(options.paths)
        let scope: ProjectScope
        do {
            scope = try ProjectScope.resolve(paths: options.paths, explicitConfig: options.configPath != nil)
        } catch {
            run.diagnostics = [Diagnostic(severity: .error, source: .paths, message: String(describing: error))]
            return run
        }
        let root = scope.root
        let policy: Policy
        let source: PolicySource
        do {
            (policy, source) = try PolicyLoader.resolve(
                explicitPath: options.configPath, root: root, followSymlinks: options.followSymlinks)
        } catch {
            run.diagnostics = Diagnostic.policy(error)
            return run
        }
        run.policy = policy
        // The cache is read while the tree is walked.
        let loadingCache = options.cachePath.map(FactCacheStage.loadInBackground)
        let discovered = SourceStage.discover(
            scansFiles(policy) ? scope.scanPaths : [], root: root, excluding: Glob.compiling(policy.exclude),
            followSymlinks: options.followSymlinks)
        run.timings.discovery = stopwatch.lap()
        // The modules are built on a worker as soon as the projects are read; the sources of test targets are
        // then not scanned.
        let scanCPU = ScanCPUTimeSink()
        let cacheStage = loadingCache?.wait()
        let (read, modules, outcomes) = ProjectFileStage.readAndScan(
            discovered.files, root: root, progress: options.progress, cpuTime: scanCPU, cache: cacheStage?.stage.cache
        ) { read in
            let packages = PackageScan(read, root: root, isDirectory: FileSystem.isDirectory)
            return (packages, packages.testSourceIndices)
        }
        var packages = modules
        let scanned = SourceStage.collect(
            outcomes, of: read.sources, keeping: packages.sources, in: packages.sourceModules)
        var cacheWarnings = cacheStage?.warning.map { [$0] } ?? []
        if let saved = cacheStage?.stage.save(keeping: scanned.keptIndices) {
            cacheWarnings += saved.warning.map { [$0] } ?? []
            run.timings.cachedFiles = .init(reused: saved.use.reused, read: saved.use.reused + saved.use.scanned)
        }
        run.timings.scan = stopwatch.lap()
        run.timings.scanCPU = scanCPU.time
        var facts = scanned.facts
        var problems = discovered.problems + packages.problems + scanned.problems
        let built = ModelBuilder.build(
            files: facts, policy: policy, packages: packages.graph, fileModules: scanned.modules,
            resolving: options.resolution)
        run.timings.resolve = built.resolutionTime
        run.timings.model = stopwatch.lap() - built.resolutionTime
        var result = RuleEngine.evaluate(
            model: built, policy: policy, root: root, strict: options.strict, limits: options.limits,
            baseline: options.baseline)
        stopwatch = Stopwatch()
        run.timings.rules = result.rulesTime
        run.model = result.model
        guard result.model.layerTies.isEmpty else {
            run.diagnostics = result.model.layerTies.map {
                Diagnostic(severity: .error, source: .layers, message: $0.description)
            }
            return run
        }
        let model = result.model
        if scope.selection != nil {
            result.violations = result.violations.filter { scope.selects($0.path) }
            result.baselined = result.baselined.filter { scope.selects($0.path) }
            result.baselinedElsewhere = result.baselinedElsewhere.filter { scope.selects($0.path) }
            facts = facts.filter { scope.selects($0.path) }
            packages.manifestPaths = packages.manifestPaths.filter { scope.selects($0) }
            // A file that could not be read leaves the model incomplete, wherever it is; warnings about
            // the files outside the selection are not this run's business.
            problems = problems.filter { $0.isFatal || scope.selects(relativePath($0.path, root: root)) }
        }
        if source.path != nil {
            run.diagnostics = model.resolver.layersMatchingNoPath(model.files.map(\.path)).map { layer in
                guard layer.patterns.count > 1 else {
                    return Diagnostic(
                        severity: .warning, source: .layers,
                        message: "layer '\(layer.layer)' path glob '\(layer.patterns[0])' matches no scanned file")
                }
                let shown = layer.patterns.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
                let more = layer.patterns.count > 3 ? " (+\(layer.patterns.count - 3) more)" : ""
                return Diagnostic(
                    severity: .warning, source: .layers,
                    message: "layer '\(layer.layer)': none of its path globs matches a scanned file: \(shown)\(more)")
            }
        }
        run.diagnostics += cacheWarnings + result.warnings
        if source.path == nil, result.warnings.contains(where: { if case .rule = $0.source { true } else { false } }) {
            run.diagnostics.append(Self.initHint)
        }
        if options.verbose {
            run.filesInNoLayer = model.files.indices.filter { model.fileLayers[$0] == .none }
                .map { model.files[$0].path }.filter(scope.selects)
        }
        var rules = RuleCatalog.metadata(for: policy)
        if result.violations.contains(where: { $0.source == .builtIn(.suppression) }) {
            rules.append(RuleCatalog.suppressionMetadata)
        }
        run.outcome = CheckOutcome(
            root: root, policy: source, rules: rules, violations: result.violations,
            fileCount: facts.count + packages.manifestPaths.count,
            lineCount: facts.indices.reduce(0) { $0 + facts[$1].lineCount },
            declarationCount: facts.indices.reduce(0) { $0 + facts[$1].declarations.count },
            problems: problems + DroppedFindings.problems(result, root: root, limits: options.limits))
        run.outcome?.location = RootLocation.locate(root)
        run.outcome?.baselined = result.baselined
        run.outcome?.baselinedElsewhere = result.baselinedElsewhere.reduce(0) { $0 + $1.count }
        run.outcome?.unmatchedBaselineEntries = result.unmatchedBaselineEntries
        run.outcome?.droppedFindings = result.droppedPerFile.reduce(result.droppedInRun) { $0 + $1.count }
        run.outcome?.readPaths = facts.map(\.path) + packages.manifestPaths
        run.outcome?.incompletePaths = result.droppedPerFile.map(\.path)
        run.timings.rules += stopwatch.lap()
        return run
    }

    /// Said once after the rules that the embedded policy cannot check here: its folder names are not this tree's,
    /// and the user has no policy file to give a layer 'paths' in.
    static let initHint = Diagnostic(
        severity: .warning, source: .policy,
        message: "the embedded default policy knows none of this tree's folders for those layers; "
            + "'archlint init' writes a rules.json from the tree's own folders, targets and type names")

    /// `path` (as discovered: the root joined with the relative path) relative to `root`.
    private static func relativePath(_ path: String, root: String) -> String {
        let stripped = DisplayPath.strippingDotSlash(path)
        guard root != "." else { return stripped }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return stripped.hasPrefix(prefix) ? String(stripped.dropFirst(prefix.count)) : stripped
    }

}
