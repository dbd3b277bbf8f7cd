import Data
import Presentation
import SwiftUI

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastView(service: OpenMeteoForecastService())
        }
    }
}
