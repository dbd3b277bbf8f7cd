#!/usr/bin/env python3
"""Writes a deterministic, realistic Clean-Architecture Swift corpus for benchmarks.

Usage: generate_corpus.py OUT_DIR [--lines N] [--seed S]

Each feature gets Domain (entities, use cases, repository protocols), Data (DTOs, mappers,
repositories, data sources), Presentation (view models, views) and Application (coordinators)
files, with imports under #if, generics, extensions in other files, doc comments, string
literals with interpolation, raw and multi-line strings, and a few deliberate violations.
The same arguments always produce byte-identical output.
"""
import argparse
import os
import random

NOUNS = ["Movie", "Product", "Order", "Account", "Session", "Profile", "Invoice", "Ticket", "Review",
         "Playlist", "Payment", "Coupon", "Message", "Channel", "Report", "Schedule", "Device", "Album"]
FIELDS = [("id", "String"), ("title", "String"), ("count", "Int"), ("price", "Decimal"), ("createdAt", "Date"),
          ("isActive", "Bool"), ("tags", "[String]"), ("rating", "Double"), ("ownerID", "UUID"), ("url", "URL?")]


def entity(name, fields):
    lines = ["import Foundation", "", f"/// A {name.lower()} as the business rules see it.",
             f"public struct {name}: Equatable, Hashable, Identifiable {{"]
    for field, kind in fields:
        lines.append(f"    public let {field}: {kind}")
    lines += ["", f"    public init({', '.join(f'{f}: {k}' for f, k in fields)}) {{"]
    lines += [f"        self.{f} = {f}" for f, _ in fields]
    lines += ["    }", "}", "", f"extension {name} {{",
              "    /// A short, human-readable summary used in logs.",
              f'    public var summary: String {{ "{name}(\\(id))" }}', "}", ""]
    return lines


def repository_protocol(name):
    return ["import Foundation", "import RxSwift", "",
            f"public protocol {name}Repository: AnyObject {{",
            f"    func fetch{name}s(page: Int, query: String?) async throws -> [{name}]",
            f"    func fetch{name}(id: String) -> Single<{name}>",
            f"    func save(_ item: {name}) async throws",
            "}", ""]


def use_case(name, rng, violate):
    lines = ["import Foundation"]
    if violate == "import":
        lines.append("import FirebaseMessaging")
    lines += ["", f"public protocol Fetch{name}sUseCase {{",
              f"    func execute(page: Int, query: String?) async throws -> [{name}]", "}", "",
              f"/// Loads {name.lower()}s page by page and keeps the newest first.",
              f"public final class DefaultFetch{name}sUseCase: Fetch{name}sUseCase {{",
              f"    private let repository: {name}Repository", "",
              f"    public init(repository: {name}Repository) {{", "        self.repository = repository", "    }", "",
              f"    public func execute(page: Int, query: String?) async throws -> [{name}] {{",
              "        precondition(page >= 0, \"page must not be negative: \\(page)\")"]
    if violate == "singleton":
        lines.append("        let session = URLSession.shared")
        lines.append("        _ = session")
    if violate == "dto":
        lines.append(f"        let request = {name}RequestDTO(page: page, query: query ?? \"\")")
        lines.append("        _ = request")
    lines += [f"        let items = try await repository.fetch{name}s(page: page, query: query)",
              "        return items.sorted { $0.id > $1.id }", "    }", "}", ""]
    return lines


def dto(name, fields):
    lines = ["import Foundation", "", f"struct {name}ResponseDTO: Decodable {{"]
    lines += [f"    let {f}: {k}" for f, k in fields]
    lines += ["", "    enum CodingKeys: String, CodingKey {"]
    lines += [f'        case {f} = "{f.lower()}"' for f, _ in fields]
    lines += ["    }", "}", "", f"struct {name}RequestDTO: Encodable {{", "    let page: Int", "    let query: String",
              "}", "", f"extension {name}ResponseDTO {{", f"    func toDomain() -> {name} {{",
              f"        {name}({', '.join(f'{f}: {f}' for f, _ in fields)})", "    }", "}", ""]
    return lines


def repository(name, rng):
    raw = '#"{"kind": "' + name.lower() + '", "class X: Y": true}"#'
    return ["import Foundation", "import RxSwift", "#if canImport(Alamofire)", "import Alamofire", "#endif", "",
            f"final class Default{name}Repository {{",
            f"    private let remote: {name}RemoteDataSource",
            f"    private let cache: [String: {name}] = [:]",
            f"    private static let fixture = {raw}", "",
            f"    init(remote: {name}RemoteDataSource) {{", "        self.remote = remote", "    }", "}", "",
            f"extension Default{name}Repository: {name}Repository {{",
            f"    func fetch{name}s(page: Int, query: String?) async throws -> [{name}] {{",
            f"        let request = {name}RequestDTO(page: page, query: query ?? \"\")",
            "        let response = try await remote.load(request)",
            "        return response.map { $0.toDomain() }", "    }", "",
            f"    func fetch{name}(id: String) -> Single<{name}> {{",
            "        Single.create { observer in",
            f"            /* cached lookups first: {{ \"{name}\" }} */",
            "            observer(.failure(URLError(.badURL)))",
            "            return Disposables.create()", "        }", "    }", "",
            f"    func save(_ item: {name}) async throws {{",
            '        let body = """',
            f'            {{"id": "\\(item.id)", "note": "saved by \\(String(describing: Self.self))"}}',
            '            """',
            "        _ = body", "    }", "}", "",
            f"protocol {name}RemoteDataSource {{",
            f"    func load(_ request: {name}RequestDTO) async throws -> [{name}ResponseDTO]", "}", ""]


def view_model(name, violate):
    lines = ["import Foundation", "import Combine"]
    if violate == "uikit":
        lines.append("import UIKit")
    lines += ["", "@MainActor", f"final class {name}ListViewModel: ObservableObject {{",
              f"    @Published private(set) var items: [{name}ListItemViewModel] = []",
              "    @Published var query: String = \"\"",
              f"    private let fetch: Fetch{name}sUseCase", "    private var page = 0", "",
              f"    init(fetch: Fetch{name}sUseCase) {{", "        self.fetch = fetch", "    }", "",
              "    func loadNextPage() async {", "        do {",
              "            let next = try await fetch.execute(page: page, query: query.isEmpty ? nil : query)",
              f"            items += next.map({name}ListItemViewModel.init)", "            page += 1",
              "        } catch {", "            print(\"failed: \\(error.localizedDescription)\")", "        }", "    }"]
    if violate == "dto":
        lines += ["", f"    var raw: [{name}ResponseDTO] = []"]
    lines += ["}", "", f"struct {name}ListItemViewModel: Identifiable, Equatable {{", "    let id: String",
              "    let title: String", "", f"    init(_ item: {name}) {{", "        id = item.id",
              "        title = item.summary", "    }", "}", ""]
    return lines


def view(name):
    return ["import SwiftUI", "", f"struct {name}ListView: View {{",
            f"    @StateObject var viewModel: {name}ListViewModel", "",
            "    var body: some View {", "        List(viewModel.items) { item in",
            "            Text(item.title)", "                .font(.headline)", "        }",
            "        .task { await viewModel.loadNextPage() }", "    }", "}", "", "#if DEBUG",
            f"#Preview {{ Text(\"{name}ListView preview\") }}", "#endif", ""]


def coordinator(name):
    return ["import UIKit", "import SwiftUI", "", f"final class {name}FlowCoordinator {{",
            "    private weak var navigationController: UINavigationController?", "",
            "    init(navigationController: UINavigationController) {",
            "        self.navigationController = navigationController", "    }", "",
            "    func start() {", f"        let repository = Default{name}Repository(remote: {name}APIDataSource())",
            f"        let useCase = DefaultFetch{name}sUseCase(repository: repository)",
            f"        let viewModel = {name}ListViewModel(fetch: useCase)",
            f"        let host = UIHostingController(rootView: {name}ListView(viewModel: viewModel))",
            "        navigationController?.pushViewController(host, animated: true)", "    }", "}", "",
            f"struct {name}APIDataSource: {name}RemoteDataSource {{",
            f"    func load(_ request: {name}RequestDTO) async throws -> [{name}ResponseDTO] {{ [] }}", "}", ""]


def feature_files(index, rng):
    name = NOUNS[index % len(NOUNS)] + (str(index // len(NOUNS)) if index >= len(NOUNS) else "")
    fields = rng.sample(FIELDS, 6)
    fields.sort(key=lambda f: f[0] != "id")
    if ("id", "String") not in fields:
        fields = [("id", "String")] + fields[:5]
    violation = rng.choice([None, None, None, None, "import", "singleton", "dto"])
    vm_violation = rng.choice([None, None, None, None, "uikit", "dto"])
    base = f"Features/{name}"
    return {
        f"{base}/Domain/Entities/{name}.swift": entity(name, fields),
        f"{base}/Domain/Interfaces/{name}Repository.swift": repository_protocol(name),
        f"{base}/Domain/UseCases/Fetch{name}sUseCase.swift": use_case(name, rng, violation),
        f"{base}/Data/Network/DTO/{name}DTO.swift": dto(name, fields),
        f"{base}/Data/Repositories/Default{name}Repository.swift": repository(name, rng),
        f"{base}/Presentation/{name}List/{name}ListViewModel.swift": view_model(name, vm_violation),
        f"{base}/Presentation/{name}List/{name}ListView.swift": view(name),
        f"{base}/Application/{name}FlowCoordinator.swift": coordinator(name),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    written = 0
    index = 0
    while written < args.lines:
        for path, lines in feature_files(index, rng).items():
            full = os.path.join(args.out, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines))
            written += len(lines)
        index += 1
    print(f"{index} features, {written} lines in {args.out}")


if __name__ == "__main__":
    main()
