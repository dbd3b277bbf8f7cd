import FirebaseMessaging
import Foundation
import RxSwift

final class FirebasePushTokenProvider: PushTokenProvider {
    func fetchToken() -> Single<String?> {
        Single.create { single in
            Messaging.messaging().token { token, _ in
                single(.success(token))
            }
            return Disposables.create()
        }
    }

    func deleteToken() -> Single<Void> {
        Single.create { single in
            Messaging.messaging().deleteToken { error in
                if let error {
                    single(.failure(error))
                } else {
                    single(.success(()))
                }
            }
            return Disposables.create()
        }
    }
}
