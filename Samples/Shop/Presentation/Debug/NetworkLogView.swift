import SwiftUI

#if DEBUG
    struct NetworkLogView: View {
        let payloads: [Data]

        var body: some View {
            List(Array(payloads.enumerated()), id: \.offset) { entry in
                Text(DTOFormatter.prettyPrinted(entry.element))
                    .font(.system(.footnote, design: .monospaced))
            }
            .navigationTitle("Network log")
        }
    }
#endif
