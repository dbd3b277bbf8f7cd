/// A minimal line diff for test failure messages, in the style of `diff -u` without hunk headers.
enum LineDiff {
    /// Lines of `expected` missing from `actual` start with `-`, extra lines of `actual` with `+`,
    /// common lines with a space.
    static func unified(expected: [String], actual: [String]) -> String {
        let common = longestCommonSubsequenceLengths(expected, actual)
        var lines: [String] = []
        var expectedIndex = 0
        var actualIndex = 0
        while expectedIndex < expected.count || actualIndex < actual.count {
            if expectedIndex < expected.count, actualIndex < actual.count,
                expected[expectedIndex] == actual[actualIndex]
            {
                lines.append(" " + expected[expectedIndex])
                expectedIndex += 1
                actualIndex += 1
            } else if expectedIndex < expected.count,
                actualIndex == actual.count
                    || common[expectedIndex + 1][actualIndex] >= common[expectedIndex][actualIndex + 1]
            {
                lines.append("-" + expected[expectedIndex])
                expectedIndex += 1
            } else {
                lines.append("+" + actual[actualIndex])
                actualIndex += 1
            }
        }
        return (["--- expected", "+++ actual"] + lines).joined(separator: "\n")
    }

    /// `table[i][j]` is the length of the longest common subsequence of `a[i...]` and `b[j...]`.
    private static func longestCommonSubsequenceLengths(_ a: [String], _ b: [String]) -> [[Int]] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table
    }
}
