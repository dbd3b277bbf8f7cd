public struct Forecast: Equatable {
    public let city: String
    public let celsius: Double

    public init(city: String, celsius: Double) {
        self.city = city
        self.celsius = celsius
    }
}

public protocol ForecastService {
    func forecast(for city: String) async throws -> Forecast
}
