import Foundation

/// A value and the closures to call when it changes: the app's one binding helper, used by every view model.
final class Observed<Value> {
    var value: Value {
        didSet { for observer in observers { observer(value) } }
    }
    private var observers: [(Value) -> Void] = []

    init(_ value: Value) {
        self.value = value
    }

    func observe(_ observer: @escaping (Value) -> Void) {
        observers.append(observer)
        observer(value)
    }
}
