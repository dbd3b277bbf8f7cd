import Foundation

protocol ProductLocalDataSource {
    func products() -> [ProductDTO]?
    func saveProducts(_ products: [ProductDTO])
    func clearCache()
}

final class DefaultProductLocalDataSource: ProductLocalDataSource {
    private let defaults: UserDefaults
    private let key = "cachedProducts"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    func products() -> [ProductDTO]? {
        guard let data = defaults.data(forKey: key) else { return nil }
        return try? JSONDecoder().decode([ProductDTO].self, from: data)
    }

    func saveProducts(_ products: [ProductDTO]) {
        defaults.set(try? JSONEncoder().encode(products), forKey: key)
    }

    func clearCache() {
        defaults.removeObject(forKey: key)
    }
}
