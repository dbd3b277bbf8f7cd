import Foundation

#if DEBUG
    /// Pretty-prints raw response bodies for the debug network log. It sees bytes only, never DTO types.
    enum DTOFormatter {
        static func prettyPrinted(_ data: Data) -> String {
            guard let object = try? JSONSerialization.jsonObject(with: data),
                let pretty = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            else {
                return String(decoding: data, as: UTF8.self)
            }
            return String(decoding: pretty, as: UTF8.self)
        }
    }
#endif
