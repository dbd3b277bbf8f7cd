import Data
import Domain
import SwiftUI

public struct ForecastView: View {
    let service: ForecastService
    @State private var text = ""

    public init(service: ForecastService) {
        self.service = service
    }

    public var body: some View {
        Text(text).task {
            let forecast = try? await service.forecast(for: "Oslo")
            text = forecast.map { "\($0.celsius)°" } ?? "-"
        }
    }
}

#Preview {
    ForecastView(service: OpenMeteoForecastService())
}
