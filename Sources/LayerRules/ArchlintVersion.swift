/// The version of archlint, as reported by `archlint --version` and written into reports.
public enum ArchlintVersion {
    public static let current = "0.1.0"
}
