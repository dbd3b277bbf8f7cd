/// An Xcode project's manifest (what `XcodeProjectReader` read from its `project.pbxproj`) as bytes and back,
/// for the fact cache: a large project file takes longer to parse than a hundred Swift files to read back.
enum ProjectManifestCodec {
    private static let formats: [ProjectFormat] = [.swiftPackage, .xcode, .tuist, .xcodegen]
    private static let targetKinds = ManifestTargetKind.allCases

    static func encode(_ manifest: ProjectManifest) -> [UInt8] {
        var writer = FactByteWriter()
        writer.string(manifest.path)
        writer.integer(formats.firstIndex(of: manifest.format) ?? 0)
        writer.optionalString(manifest.name)
        writer.list(manifest.targets) { target, writer in
            encode(target.module, into: &writer)
            writer.string(target.targetName)
            writer.string(target.productType)
            writer.list(target.sources) { source, writer in
                writer.string(source.path)
                writer.strings(source.excludes)
            }
            writer.strings(target.origins)
            writer.flag(target.dependenciesComplete)
        }
        writer.list(manifest.diagnostics) { diagnostic, writer in
            writer.string(diagnostic.path)
            writer.string(diagnostic.message)
            writer.position(diagnostic.position)
        }
        writer.strings(manifest.includedFiles)
        return writer.bytes
    }

    /// The manifest `bytes` hold, or nil when they are not what `encode` writes.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> ProjectManifest? {
        var reader = FactByteReader(bytes)
        do throws(FactBytesError) {
            let path = try reader.string()
            var manifest = ProjectManifest(path: path, format: formats[try reader.integer(atMost: formats.count - 1)])
            manifest.name = try reader.optionalString()
            // A target: a module (at least nine bytes) and four more parts.
            manifest.targets = try reader.list(bytesEach: 13) { reader, _ throws(FactBytesError) in
                let module = try decodeModule(&reader)
                let targetName = try reader.string()
                let productType = try reader.string()
                let sources = try reader.list(bytesEach: 2) { reader, _ throws(FactBytesError) in
                    let sourcePath = try reader.string()
                    return ProjectSource(path: sourcePath, excludes: try reader.strings())
                }
                var target = ProjectTarget(
                    module: module, targetName: targetName, productType: productType, sources: sources,
                    origins: try reader.strings())
                target.dependenciesComplete = try reader.flag()
                return target
            }
            manifest.diagnostics = try reader.list(bytesEach: 4) { reader, _ throws(FactBytesError) in
                let diagnosticPath = try reader.string()
                let message = try reader.string()
                return ProjectDiagnostic(path: diagnosticPath, message: message, position: try reader.position())
            }
            manifest.includedFiles = try reader.strings()
            return reader.isAtEnd ? manifest : nil
        } catch {
            return nil
        }
    }

    private static func encode(_ module: ManifestTarget, into writer: inout FactByteWriter) {
        writer.string(module.name)
        writer.integer(targetKinds.firstIndex(of: module.kind) ?? 0)
        writer.optionalString(module.path)
        writer.strings(module.exclude)
        writer.flag(module.sources != nil)
        if let sources = module.sources { writer.strings(sources) }
        writer.list(module.dependencies) { dependency, writer in
            writer.string(dependency.name)
            switch dependency.kind {
            case .byName: writer.integer(0)
            case .target: writer.integer(1)
            case .product(let package):
                writer.integer(2)
                writer.optionalString(package)
            }
            writer.optionalString(dependency.platformCondition)
            writer.optionalString(dependency.condition)
            writer.position(dependency.position)
        }
        writer.position(module.position)
        writer.optionalString(module.condition)
        writer.flag(module.dependenciesComplete)
        writer.list(module.moduleAliases.sorted { $0.key < $1.key }) { alias, writer in
            writer.string(alias.key)
            writer.string(alias.value)
        }
    }

    private static func decodeModule(_ reader: inout FactByteReader) throws(FactBytesError) -> ManifestTarget {
        let name = try reader.string()
        let kind = targetKinds[try reader.integer(atMost: targetKinds.count - 1)]
        let path = try reader.optionalString()
        let exclude = try reader.strings()
        let sources = try reader.flag() ? try reader.strings() : nil
        // A dependency: a name, a kind, two flags and a position.
        let dependencies = try reader.list(bytesEach: 6) { reader, _ throws(FactBytesError) in
            let dependencyName = try reader.string()
            let dependencyKind: ManifestTargetDependency.Kind
            switch try reader.integer(atMost: 2) {
            case 0: dependencyKind = .byName
            case 1: dependencyKind = .target
            default: dependencyKind = .product(package: try reader.optionalString())
            }
            let platformCondition = try reader.optionalString()
            let condition = try reader.optionalString()
            return ManifestTargetDependency(
                name: dependencyName, kind: dependencyKind, platformCondition: platformCondition,
                condition: condition, position: try reader.position())
        }
        let position = try reader.position()
        var module = ManifestTarget(
            name: name, kind: kind, path: path, exclude: exclude, sources: sources, dependencies: dependencies,
            position: position, condition: try reader.optionalString())
        module.dependenciesComplete = try reader.flag()
        let aliases = try reader.list(bytesEach: 2) { reader, _ throws(FactBytesError) in
            (try reader.string(), try reader.string())
        }
        // A name given twice (only in damaged bytes) keeps the last, as a dictionary written key by key would.
        module.moduleAliases = Dictionary(aliases, uniquingKeysWith: { _, last in last })
        return module
    }
}
