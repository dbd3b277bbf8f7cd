import Foundation

public struct StreamResponseDTO: Decodable {
    public let id: String
    public let title: String
    public let viewerCount: Int
}
