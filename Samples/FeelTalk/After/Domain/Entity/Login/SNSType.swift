import Foundation

enum SNSType: String, CaseIterable {
    case apple
    case kakao
    case naver
    case google
}
