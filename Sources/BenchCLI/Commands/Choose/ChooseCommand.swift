import SyncBench

/// `bench choose`: which lock to reach for in each kind of code, from a results file's own figures: the decision
/// table that opens the findings (`LockChoices`), as text, Markdown or JSON. The README's table is its Markdown of
/// results/published.csv, which CI holds the README to.
enum ChooseCommand: BenchCommand {
    static let name = "choose"
    static let summary: (synopsis: String, text: String)? = ("choose [CSV]", "which lock for your code, from a results file's figures (--format markdown)")
    static let usage: String? = ChooseOptions.usage

    /// Reads the input (rows of older files take their role, family and waiting from the context's catalog, by
    /// name) and prints its decision table.
    static func execute(_ options: ChooseOptions, in context: CommandContext) -> ExitCode {
        let file: ResultsFile
        do {
            file = try ResultsInput.read(options.input).describingSubjects(with: context.catalog)
        } catch {
            context.console.err("bench: error: \(error)\n")
            return .dataError
        }
        let choices = LockChoices(file.results, paired: file.pairedEstimates)
        let text: String =
            switch options.format {
            case .text: Summary.choices(choices, machine: machine(of: file, at: options.input))
            case .markdown: choices.markdown
            case .json: CompareJSONReport.encode(ChoicesJSON(choices))
            }
        context.console.out(text)
        return .success
    }

    /// The machine `file` (read from `path`) was measured on, as far as its metadata says:
    /// `results/published.csv: vm, AuthenticAMD family 25 model 17 stepping 1, 2026-11-28T05:37:24Z`.
    static func machine(of file: ResultsFile, at path: String) -> String {
        let recorded = [EnvironmentKey.host, .cpuID, .date].compactMap { file.metadata($0.rawValue) }.filter { !$0.isEmpty }
        return ([path] + (recorded.isEmpty ? [] : [recorded.joined(separator: ", ")])).joined(separator: ": ")
    }
}
