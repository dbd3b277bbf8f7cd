import Domain
import Foundation

public struct OpenMeteoForecastService: ForecastService {
    public init() {}

    public func forecast(for city: String) async throws -> Forecast {
        let url = URL(string: "https://api.example.com/forecast?city=\(city)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return Forecast(city: city, celsius: Double(data.count))
    }
}
