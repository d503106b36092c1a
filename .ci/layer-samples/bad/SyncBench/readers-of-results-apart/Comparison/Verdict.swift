/// A verdict that holds a finding.
struct Verdict {
    let finding: Finding
}
