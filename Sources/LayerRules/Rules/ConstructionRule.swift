import SwiftScanner

/// Constructing, in the given layers, a service of another layer (a concrete type that implements a protocol
/// of the tree and is not a value), or a type of a denied layer. Composition-root layers are exempt; so is a
/// layer composing its own types or those of its sub-layers or parent (a view controller building its own
/// behaviours, a view its view model), a type constructing itself (a factory or shared instance) or a helper
/// declared in the same file, a type named as a composer (`composers`: a scene's builder or configurator, a
/// factory), and constructing a type of `shared` code (a preview's mock: every layer may use shared code).
struct ConstructionRule: Rule {
    let configuration: RuleConfiguration
    let layers: LayerSet
    let denyImplementations: Bool
    let denyLayers: LayerSet
    /// Which conforming types are values (entities, value objects, enums) rather than implementations.
    let values: ValueTypes
    /// Composers: code inside a type (or an extension of a type) so named wires what it builds.
    let composers: Composers

    func check(file: Int, in context: RuleContext, into findings: inout Findings) {
        let model = context.model
        guard model.layerMasks[file].intersects(layers.mask) else { return }
        let targets = model.resolutions[file].constructions
        for (index, construction) in model.files[file].constructions.enumerated() where targets[index].isSymbol {
            let layer = model.layer(file: file, enclosing: construction.enclosing, at: construction.position)
            let target = targets[index]
            let symbol = model.symbols[target]
            let symbolLayer = model.symbols.layer(of: target)
            guard layer != .none, layers.contains(layer), !model.catalog.isInCompositionRoot(layer),
                symbol.kind.isConcrete, symbol.file != file, !model.isShared(file: symbol.file),
                !isInside(target, file: file, enclosing: construction.enclosing, model),
                composers.composer(file: file, enclosing: construction.enclosing, in: model) == nil
            else { continue }
            let name = model.catalog.name(of: layer)
            let ownFamily =
                model.catalog.isLayer(symbolLayer, within: layer) || model.catalog.isLayer(layer, within: symbolLayer)
            let isView = context.views?.isView(target) == true
            let implemented =
                denyImplementations && !ownFamily && !isView
                ? implementedProtocol(target, constructedIn: layer, model) : nil
            if let implemented {
                let protocolName = model.symbols[implemented].name
                findings.append(
                    at: construction.position,
                    violation(
                        "'\(name)' constructs '\(construction.typeName)', a concrete implementation of '\(protocolName)'",
                        hint: "depend on '\(protocolName)' and inject it from the composition root", file: file,
                        position: construction.position, subject: construction.typeName, from: layer,
                        to: model.catalog.name(symbolLayer).map(FindingEndpoint.layer),
                        enclosing: construction.enclosing, notes: [context.declarationNote(target)], in: context))
            } else if symbolLayer != .none, denyLayers.contains(symbolLayer) {
                let typeLayer = model.catalog.name(of: symbolLayer)
                // A value (a record passed to a store, an entity) is data, not a service to inject.
                let hint =
                    values.isValue(symbol, in: model)
                    ? ValueTypes.moveOrMapHint(
                        symbol.name,
                        to: context.dependencyPolicy.map {
                            RuleContext.quotedOr($0.visibleNames(from: layer, catalog: model.catalog))
                        } ?? "a layer '\(name)' may depend on")
                    : "inject it from the composition root instead"
                findings.append(
                    at: construction.position,
                    violation(
                        "'\(name)' constructs '\(construction.typeName)' from '\(typeLayer)'",
                        hint: hint, file: file,
                        position: construction.position, subject: construction.typeName, from: layer,
                        to: .layer(typeLayer), enclosing: construction.enclosing,
                        notes: [context.declarationNote(target)], in: context))
            }
        }
    }

    /// The first protocol of the tree the type implements as a service; nil for a view (checked by the caller), a
    /// value (a struct or enum, a container generic over any type, or a type named `*Model` or `*State`, not named
    /// like a service, by default) or a type that conforms to no protocol of the tree. A conformance
    /// counts when the type's own layer declares it, or the constructing `layer` (or its family) adapts the type
    /// in an extension; one that a third layer adds for its own use (Data making a Domain entity storable,
    /// `extension Task: RealmRepresentable`) does not make the type a service.
    private func implementedProtocol(_ target: SymbolID, constructedIn layer: LayerID, _ model: ArchitectureModel)
        -> SymbolID?
    {
        guard !model.conformances.protocols(of: target).isEmpty else { return nil }
        guard !values.isValue(model.symbols[target], in: model) else { return nil }
        let ownLayer = model.symbols.layer(of: target)
        let adopted = model.conformances.protocols(of: target, table: model.symbols) { file, declaration in
            let adopter = model.layer(file: file, enclosing: declaration)
            return adopter == ownLayer || model.catalog.isLayer(adopter, within: layer)
                || model.catalog.isLayer(layer, within: adopter)
        }
        return adopted.first
    }

    /// True when the construction sits inside the declaration of the constructed type (or an extension of it):
    /// one of the scopes a lookup from there sees.
    private func isInside(_ target: SymbolID, file: Int, enclosing: Int?, _ model: ArchitectureModel) -> Bool {
        let scopes = model.enclosingScopes(file: file, enclosing: enclosing)
        return scopes.contains(model.symbols[target].qualifiedName)
    }
}

extension ConstructionRule {
    static let ruleDescription = RuleDescription(
        kind: "construction",
        summary: "the given layers may not construct services of other layers or types of denied layers",
        help: """
            Constructing a service (a repository, a use case, a client) ties the code to one implementation; \
            depend on its protocol and let the composition root construct and inject it. Values are different: \
            an entity, a value object or an enum is data, even when it conforms to a protocol of its own or an \
            inner layer, and may be constructed anywhere; so is a view or view controller that implements a \
            delegate protocol (building the next screen is navigation, not a service). So an implementation is a \
            class or actor of another layer that conforms to a protocol of the tree, or a conforming type whose \
            name matches `services` (default `*Repository`, `*UseCase`, `*Service`, `*DataSource`, `*Client`, \
            `*Manager`) whatever its kind; the kinds in `values` (default `struct`, `enum`) are values, and so are \
            types whose names match `valueNames` (default `*Model`, `*State`: a class wrapping a product for an \
            edit form, the states of a state machine), Core Data entity and SwiftData model classes \
            (`: NSManagedObject`, `@Model`), and \
            containers, types generic over any type \
            (`Observable<T>`, `Box<T>`: a binding, built for each value it holds); a type generic over constrained \
            parameters (`ConnectionController<Alerts: AlertsProviding>`) takes its dependencies as types and is a \
            service. `"values": [], "valueNames": []` counts every conforming type but containers as an \
            implementation. A conformance counts when the type's own layer declares it or the constructing layer \
            adds it in an extension (an adapter); one that a third layer adds for its own use (Data making a Domain \
            entity storable) does not make the type a service. Code inside a type named by `composers` (default \
            `*Builder`, `*Configurator`, `*Assembly`, `*Assembler`, `*Factory`, `*Composer`, `*Wireframe`), or inside \
            a type or extension adopting a protocol so named (`DependencyKey`, `TestDependencyKey`: a \
            swift-dependencies `liveValue`), wires a scene or a feature and may construct anything; what it depends on is still reported, once per composer, by `dependencies`. \
            Constructing a type of `shared` code (a mock kept for previews) is using it, which every layer may; a \
            type declared in the same file (a private helper) is part of the code that builds it. A value of a \
            denied layer (a record a store saves) is reported with the fix a value needs: move it where both \
            layers may use it, or map it to a type of the constructing side.
            """,
        triggeringExamples: [
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: ["Data"]),
                files: [
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                    ("Data/APIClient.swift", "final class APIClient {}\n"),
                    (
                        "Presentation/ProfileViewController.swift",
                        """
                        final class ProfileViewController {
                            let repository: UserRepository = ↓RemoteUserRepository()
                            let client = ↓APIClient()
                        }

                        """
                    ),
                ]),
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: []),
                files: [
                    (
                        "Domain/Chat.swift",
                        """
                        protocol Chat { var index: Int { get } }
                        protocol FetchChatsUseCase { func execute() -> [Chat] }
                        struct DefaultFetchChatsUseCase: FetchChatsUseCase {
                            func execute() -> [Chat] { [] }
                        }
                        actor ChatHistory: Chat { let index = 0 }

                        """
                    ),
                    (
                        "Data/ReaderConnection.swift",
                        """
                        protocol AlertsProviding {}
                        protocol ReaderConnecting {}
                        final class ReaderConnectionController<Alerts: AlertsProviding>: ReaderConnecting {}
                        protocol Syncing {}
                        final class SyncEngine<Store>: Syncing where Store: Sequence {}

                        """
                    ),
                    (
                        "Presentation/ChatListViewModel.swift",
                        """
                        final class ChatListViewModel {
                            private let useCase: FetchChatsUseCase = ↓DefaultFetchChatsUseCase()
                            private let history = ↓ChatHistory()
                            private let connection = ↓ReaderConnectionController<NoAlerts>()
                            private let sync = ↓SyncEngine<[Chat]>()
                        }

                        """
                    ),
                ]),
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: [], composers: []),
                files: [
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                    (
                        "Presentation/Profile/ProfileSceneBuilder.swift",
                        "enum ProfileSceneBuilder {\n    static func repository() -> UserRepository { ↓RemoteUserRepository() }\n}\n"
                    ),
                ]),
            RuleExample(
                .construction(layers: ["Domain"], denyImplementations: true, denyLayers: []),
                files: [
                    ("Data/HTTPImageLoader.swift", "final class HTTPImageLoader {}\n"),
                    (
                        "Domain/ImageFeed.swift",
                        """
                        protocol ImageLoading {}
                        extension HTTPImageLoader: ImageLoading {}
                        final class ImageFeed {
                            let loader: ImageLoading = ↓HTTPImageLoader()
                        }

                        """
                    ),
                ]),
        ],
        nonTriggeringExamples: [
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: ["Data"]),
                files: [
                    ("Domain/UserRepository.swift", "protocol UserRepository {}\nstruct User: Codable {}\n"),
                    ("Data/RemoteUserRepository.swift", "final class RemoteUserRepository: UserRepository {}\n"),
                    (
                        "Presentation/ProfileViewController.swift",
                        """
                        protocol ScreenBehavior {}
                        struct HidesBackTitle: ScreenBehavior {}
                        final class ProfileViewController {
                            let user = User()
                            let behaviors: [ScreenBehavior] = [HidesBackTitle()]
                            let tagPicker = TagPickerViewController()
                            static let shared = ProfileViewController()
                        }

                        """
                    ),
                    (
                        "Shared/Tags/TagPickerViewController.swift",
                        """
                        import UIKit

                        protocol TagPickerDelegate: AnyObject {}
                        final class TagPickerViewController: UIViewController, TagPickerDelegate {}

                        """
                    ),
                    (
                        "Presentation/Profile/ProfileView.swift",
                        """
                        protocol ProfileViewModelProtocol {}
                        final class ProfileViewModel: ProfileViewModelProtocol {}
                        struct ProfileView {
                            let model: ProfileViewModelProtocol = ProfileViewModel()
                        }

                        """
                    ),
                    (
                        "App/AppDIContainer.swift",
                        "final class AppDIContainer {\n    let repository = RemoteUserRepository()\n}\n"
                    ),
                    (
                        "Presentation/Profile/ProfileSceneConfigurator.swift",
                        """
                        enum ProfileSceneConfigurator {
                            static func configure(_ controller: ProfileViewController) {
                                controller.repository = RemoteUserRepository()
                            }
                        }

                        extension ProfileSceneConfigurator {
                            static func fresh() -> UserRepository { RemoteUserRepository() }
                        }

                        """
                    ),
                    (
                        "Presentation/Dependencies/UserClient.swift",
                        """
                        import Dependencies

                        struct UserClient {
                            var load: () async throws -> User
                        }

                        extension UserClient: DependencyKey {
                            static let liveValue = UserClient(load: { _ = RemoteUserRepository(); return User() })
                        }

                        """
                    ),
                ]),
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: []),
                files: [
                    (
                        "Domain/Chat.swift",
                        """
                        protocol Chat { var index: Int { get } }
                        struct TextChat: Chat {
                            let index: Int
                            let text: String
                        }
                        enum ChatKind: Chat {
                            case text, photo
                            var index: Int { 0 }
                        }

                        """
                    ),
                    (
                        "Presentation/ChatViewModel.swift",
                        """
                        final class ChatViewModel {
                            private(set) var chats: [Chat] = [TextChat(index: 0, text: "Hi")]
                            func kind() -> Chat { ChatKind.text }
                        }

                        """
                    ),
                ]),
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: []),
                files: [
                    ("Domain/Entity/Task.swift", "final class Task {\n    var title = \"\"\n}\n"),
                    (
                        "Data/Realm/RealmTask.swift",
                        "protocol RealmRepresentable {}\nextension Task: RealmRepresentable {}\n"
                    ),
                    (
                        "Presentation/AddTaskViewModel.swift",
                        "final class AddTaskViewModel {\n    func draft() -> Task { Task() }\n}\n"
                    ),
                ]),
            RuleExample(
                .construction(layers: ["Presentation"], denyImplementations: true, denyLayers: []),
                files: [
                    (
                        "Domain/Product/ProductForm.swift",
                        """
                        protocol ProductFormModel { var name: String { get } }
                        final class EditableProductModel: ProductFormModel { let name = "" }
                        protocol PlayerState { func next() -> PlayerState }
                        final class PausedState: PlayerState { func next() -> PlayerState { self } }

                        """
                    ),
                    (
                        "Common/Binding/Observable.swift",
                        """
                        protocol Unbindable { func unbind(_ observer: AnyObject) }
                        final class Observable<Value>: Unbindable {
                            var value: Value
                            init(_ value: Value) { self.value = value }
                            func unbind(_ observer: AnyObject) {}
                        }

                        """
                    ),
                    (
                        "Presentation/ProductFormViewModel.swift",
                        """
                        final class ProductFormViewModel {
                            private(set) var product: ProductFormModel = EditableProductModel()
                            private(set) var player: PlayerState = PausedState()
                            let title = Observable("")
                        }

                        """
                    ),
                ]),
        ])
}
