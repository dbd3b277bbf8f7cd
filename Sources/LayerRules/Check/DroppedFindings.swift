import SwiftScanner

/// Announces the findings a run did not keep (`FindingLimits`) as input problems, so that every report format
/// and the console say what was dropped.
enum DroppedFindings {
    static func problems(_ result: EngineResult, root: String, limits: FindingLimits) -> [InputProblem] {
        var problems = result.droppedPerFile.map { dropped in
            InputProblem(
                path: DisplayPath.join(root: root, dropped.path), position: nil,
                message: "\(ReportText.count(dropped.count, "more finding")) not reported: at most "
                    + "\(limits.perFile) per file (--max-file-findings)",
                isFatal: false)
        }
        if result.droppedInRun > 0 {
            problems.append(
                InputProblem(
                    path: root, position: nil,
                    message: "\(ReportText.count(result.droppedInRun, "more violation")) not reported: at most "
                        + "\(limits.perRun) per run (--max-findings)",
                    isFatal: false))
        }
        return problems
    }
}
