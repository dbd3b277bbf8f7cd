import SwiftScanner

/// Joins the finished findings of files (`FindingFilter.finish`), offered in path order, into the findings of
/// the run, at most `limit`. A list past the limit is counted and let go at once, so that the findings held
/// are bounded by the limit, not by how many the rules found. Lists of paths equal to `==` (two spellings of one
/// accented name) come one after the other and make one list, sorted whole.
///
/// With a baseline, each list is matched against it before the limit: the limit counts new violations only, and
/// a run with more violations than the limit still tells every new one from the baselined ones.
struct FindingJoin {
    let limit: Int
    private var findings: [Finding] = []
    /// Every new finding offered.
    private var total = 0
    /// The last list offered, kept until a list of another path comes.
    private var pending: [Finding] = []
    private var pendingPath: String?
    private var pendingIsJoined = false
    private var matcher: Baseline.Matcher?
    /// The findings the baseline accepts in the paths of kept findings, whose fingerprints count them, in
    /// `Finding.ordered` order.
    private(set) var baselined: [Finding] = []
    /// How many findings the baseline accepts in each other path: counted, not held.
    private(set) var baselinedElsewhere: [(path: String, count: Int)] = []

    init(limit: Int, baseline: Baseline? = nil) {
        self.limit = limit
        matcher = baseline.map(Baseline.Matcher.init)
    }

    /// Whether the limit is reached: no list can add a finding any more, but one of the last list's path. Never
    /// with a baseline, whose every violation must be matched.
    var isFull: Bool { matcher == nil && findings.count + pending.count >= limit }

    /// The path of the last list offered while it can still be joined by one of an equal path.
    var openPath: String? { pendingPath }

    /// The baseline's entries that no finding matched, once every list is offered.
    var unmatchedEntries: [BaselineEntry] { matcher?.unmatchedEntries ?? [] }

    /// Offers the findings of `path`, whose path does not precede the path of any list offered before.
    mutating func add(_ list: consuming [Finding], path: String) {
        guard !list.isEmpty else { return }
        if let pendingPath, pendingPath == path {
            pending += list
            pendingIsJoined = true
            return
        }
        flush()
        guard findings.count < limit || matcher != nil else {
            total += list.count
            return
        }
        pending = list
        pendingPath = path
    }

    /// Counts `count` findings of a path other than `openPath` once the join `isFull`, without their list.
    mutating func count(_ count: Int) {
        total += count
    }

    /// The findings kept, in `Finding.ordered` order, and how many were offered past the limit.
    mutating func finish() -> (findings: [Finding], dropped: Int) {
        flush()
        return (findings, total - findings.count)
    }

    private mutating func flush() {
        guard let path = pendingPath else { return }
        if pendingIsJoined { pending.sort(by: Finding.ordered) }
        let room = max(0, limit - findings.count)
        if matcher != nil {
            let split = matcher!.split(pending)
            pending = split.new
            if !pending.isEmpty, room > 0 {
                baselined += split.baselined
            } else if !split.baselined.isEmpty {
                baselinedElsewhere.append((path, split.baselined.count))
            }
        }
        total += pending.count
        findings += pending.prefix(room)
        pending = []
        pendingPath = nil
        pendingIsJoined = false
    }
}
