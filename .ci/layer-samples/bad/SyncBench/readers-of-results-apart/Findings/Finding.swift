/// A finding that names how a file exports.
struct Finding {
    let format: ExportFormat
}
