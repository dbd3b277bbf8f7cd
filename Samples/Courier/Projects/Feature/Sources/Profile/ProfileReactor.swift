import Foundation
import ReactorKit
import UIKit

final class ProfileReactor: Reactor {
    enum Action {
        case load
    }

    enum Mutation {
        case setMessages([Message])
    }

    struct State {
        var author: String
        var messages: [Message] = []
        var tint: UIColor = .systemBlue
    }

    let initialState: State
    private let repository = DefaultChatRepository(baseURL: URL(string: "https://api.courier.example")!)

    init(author: String) {
        initialState = State(author: author)
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .load:
            return Observable.create { [repository, author = initialState.author] observer in
                Task {
                    let messages = (try? await repository.messages(in: "dm-\(author)")) ?? []
                    observer.onNext(.setMessages(messages))
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .setMessages(let messages): state.messages = messages
        }
        return state
    }
}
