/// A format CI tools read.
enum ExportFormat {
    case json
}
