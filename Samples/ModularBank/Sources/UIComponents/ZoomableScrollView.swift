import SwiftUI
import UIKit

/// A UIKit scroll view that zooms its SwiftUI content. Its `Coordinator` is its own nested class, not the
/// navigation protocol of the feature module.
public struct ZoomableScrollView<Content: View>: UIViewRepresentable {
    private let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func makeCoordinator() -> Coordinator {
        Coordinator(hosting: UIHostingController(rootView: content))
    }

    public func makeUIView(context: Context) -> UIScrollView {
        let view = UIScrollView()
        view.delegate = context.coordinator
        view.maximumZoomScale = 4
        view.addSubview(context.coordinator.hosting.view)
        return view
    }

    public func updateUIView(_ view: UIScrollView, context: Context) {
        context.coordinator.hosting.rootView = content
    }

    public final class Coordinator: NSObject, UIScrollViewDelegate {
        let hosting: UIHostingController<Content>

        init(hosting: UIHostingController<Content>) {
            self.hosting = hosting
        }

        public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            hosting.view
        }
    }
}
