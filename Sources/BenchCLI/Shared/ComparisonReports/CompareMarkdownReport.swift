import SyncBench

/// `bench compare --format markdown`: for a CI job summary or a pull-request comment.
enum CompareMarkdownReport {
    /// The whole report, ending with the current side's findings: the decision table, then the rankings.
    static func render(_ comparison: Comparison, baseline: String, current: String, findings: Findings) -> String {
        let outcome = comparison.hasRegression ? "regression" : "no regression"
        var text = "## syncbench compare: \(outcome)\n\n"
        text += "\(ComparisonCells.side(current, runs: comparison.pooledRuns.current, code: true)) against the baseline "
            + "\(ComparisonCells.side(baseline, runs: comparison.pooledRuns.baseline, code: true)); \(ComparisonCells.rules(comparison)). "
            + "\(ComparisonCells.tally(comparison)). \(ComparisonCells.sensitivity(comparison)).\n"
        for warning in comparison.warnings {
            text += "\n> **Warning:** \(escape(warning))\n"
        }
        text += "\n" + table(ComparisonCells.caseHeader, comparison.cases.map(ComparisonCells.caseRow), words: ComparisonCells.caseWordColumns)
        let placements = ComparisonCells.placementNotes(comparison)
        if !placements.isEmpty {
            text += "\n**By placement** (the CPU round trips read after the pairs' halves parted into near and far):\n\n"
                + placements.map { "- \(escape($0))\n" }.joined()
        }
        if !comparison.curves.isEmpty {
            text += "\n### Contended curves\n\nGeometric mean of the ratios over the thread counts; peak = threads of the highest throughput.\n\n"
            text += table(ComparisonCells.curveHeader, comparison.curves.map(ComparisonCells.curveRow), words: [0, 1, 5])
        }
        if !comparison.onlyInBaseline.isEmpty {
            text += "\n**Only in the baseline** (not compared): \(ComparisonCells.keys(comparison.onlyInBaseline))\n"
        }
        if !comparison.onlyInCurrent.isEmpty {
            text += "\n**Only in the current file** (not compared): \(ComparisonCells.keys(comparison.onlyInCurrent))\n"
        }
        let side = ComparisonCells.side(current, runs: comparison.pooledRuns.current, code: true)
        if !findings.choices.isEmpty {
            text += "\n### \(LockChoices.title(machine: "the machine of \(side)"))\n\n" + findings.choices.markdown
        }
        if !findings.items.isEmpty {
            text += "\n### \(findings.rankingsHeading), in \(side)\n\n" + findings.lines.map { "- \(escape($0))\n" }.joined()
        }
        return text
    }

    /// A GitHub table, figures aligned right.
    private static func table(_ header: [String], _ rows: [[String]], words: Set<Int>) -> String {
        let line = { (cells: [String]) in "| " + cells.map(escape).joined(separator: " | ") + " |\n" }
        let rule = "|" + header.indices.map { words.contains($0) ? "---|" : "---:|" }.joined() + "\n"
        let bold = rows.map { row in row.last?.hasPrefix("regression") == true ? row.map { "**\($0)**" } : row }
        return line(header) + rule + bold.map(line).joined()
    }

    private static func escape(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|")
    }
}
