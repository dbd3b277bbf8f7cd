import SwiftUI
import UIKit

final class ChatViewController: UIHostingController<ChatView> {
    init(viewModel: ChatViewModel) {
        super.init(rootView: ChatView(viewModel: viewModel))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

struct ChatViewController_Previews: PreviewProvider {
    static var previews: some View {
        Host().ignoresSafeArea()
    }

    struct Host: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ChatViewController {
            let repository = DefaultChatRepository(baseURL: URL(string: "https://staging.courier.example")!)
            return ChatViewController(
                viewModel: ChatViewModel(room: "preview", sendMessage: DefaultSendMessageUseCase(repository: repository)))
        }

        func updateUIViewController(_ controller: ChatViewController, context: Context) {}
    }
}
