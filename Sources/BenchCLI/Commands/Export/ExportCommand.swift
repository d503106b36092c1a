import SyncBench

/// `bench export`: a results file, or a folder of runs pooled, in a format that CI tools read.
enum ExportCommand: BenchCommand {
    static let name = "export"
    static let summary: (synopsis: String, text: String)? = ("export FILE", "write a results file in a format CI tools read (Google Benchmark, Bencher, JMH...)")
    static let usage: String? = ExportOptions.usage

    /// Reads the input, notes the cases left out, and writes the format asked for.
    static func execute(_ options: ExportOptions, in context: CommandContext) -> ExitCode {
        let console = context.console
        let file: ResultsFile
        do {
            file = try ResultsInput.read(options.input)
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        let leftOut = ExportedCase.select(from: file).leftOut
        if !leftOut.isEmpty {
            let names = leftOut.map { "\(CaseKey($0)) (\($0.status.csvValue))" }.joined(separator: ", ")
            console.err("bench: note: left out \(leftOut.count) case(s) that failed or cannot run here: \(names)\n")
        }
        let text = options.format.render(file, aggregatesOnly: options.aggregatesOnly)
        guard let output = options.output else {
            console.out(text)
            return .success
        }
        do {
            try AtomicFile.write(text, to: output)
        } catch {
            console.err("bench: error: \(error)\n")
            return .cannotCreate
        }
        return .success
    }
}
