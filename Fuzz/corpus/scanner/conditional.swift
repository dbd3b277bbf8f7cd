#if canImport(UIKit)
import UIKit
typealias PlatformImage = UIImage
#elseif os(macOS) && !targetEnvironment(macCatalyst)
import AppKit
typealias PlatformImage = NSImage
#else
#if DEBUG
import DebugKit
#endif
struct PlatformImage {}
#endif

@available(iOS 15, macOS 12, *)
protocol ImageStore<Image>: AnyObject where Image: Sendable {
    associatedtype Image
    func image(for key: String) async throws -> Image?
}

actor MemoryImageStore<Key: Hashable & Sendable, Value>: ImageStore {
    typealias Image = Value
    private var storage: [Key: Value] = [:]
    nonisolated func image(for key: String) async throws -> Value? { nil }
}

enum Outer {
    struct Middle<T> {
        class Inner: Middle<T>.Base, ~Copyable {}
        class Base {}
    }
}

@freestanding(expression)
macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")
