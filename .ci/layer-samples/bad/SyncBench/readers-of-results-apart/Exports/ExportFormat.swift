/// An export that carries a verdict: the edge the old single line allowed and nothing needs.
struct ExportFormat {
    let verdict: Verdict?
}
