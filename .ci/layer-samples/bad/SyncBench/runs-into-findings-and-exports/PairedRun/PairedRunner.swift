/// A paired run that wrote an export itself.
struct PairedRunner {
    let format = ExportFormat.json
}
