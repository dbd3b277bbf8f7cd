import SwiftUI

struct ChatView: View {
    @ObservedObject var viewModel: ChatViewModel

    var body: some View {
        VStack {
            List(viewModel.messages) { message in
                Text(message.text).onTapGesture { viewModel.didTapAuthor(message.author) }
            }
            TextField("Message", text: $viewModel.draft)
            Button("Send") { Task { await viewModel.send() } }
        }
    }
}

#Preview("Chat with a live server") {
    ChatView(
        viewModel: ChatViewModel(
            room: "preview",
            sendMessage: DefaultSendMessageUseCase(
                repository: DefaultChatRepository(baseURL: URL(string: "https://staging.courier.example")!))))
}
