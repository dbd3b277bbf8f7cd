/// A usage error: the command line is wrong. Exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}
