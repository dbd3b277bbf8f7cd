import Foundation
import RxSwift

protocol SignUpRepository {
    func requestAuthNumber(_ requestDTO: AuthNumberRequestDTO) -> Single<Bool>
    func signUp(_ requestDTO: SignUpRequestDTO) -> Single<Bool>
}
