import Foundation

public enum NetworkError: Error, Equatable {
    case offline
    case status(Int)
}
