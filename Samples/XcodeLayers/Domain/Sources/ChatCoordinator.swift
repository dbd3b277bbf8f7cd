/// Navigation the chat screens ask for; the app target implements it.
public protocol ChatCoordinator: AnyObject {
    func openChat(with user: User)
}
