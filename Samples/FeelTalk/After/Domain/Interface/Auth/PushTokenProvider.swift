import Foundation
import RxSwift

/// Supplies the device's push token without Domain knowing which push service issues it.
protocol PushTokenProvider {
    func fetchToken() -> Single<String?>
    func deleteToken() -> Single<Void>
}
