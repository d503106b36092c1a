import Foundation
import Platform
import SyncBench

/// `bench __fork`: what a fork of `bench run` or `bench ab` runs. Not for people: the parent starts it without
/// options, and it speaks the fork protocol on a private descriptor (see `ForkService`).
enum ForkCommand: BenchCommand {
    static let name = ForkLauncher.serviceCommand
    /// Not listed in `bench --help`: no person runs it.
    static let summary: (synopsis: String, text: String)? = nil
    /// None: a fork takes no arguments, `--help` included, and says so as it says it of any other.
    static let usage: String? = nil

    /// Says who this fork is, lays out the session's cases from `catalog` and serves the steps.
    /// - Returns: `.success` when the session ended; `.usage` for arguments (a fork takes none); `.dataError`
    ///   for a session or step it refused (the reason is reported to the parent and on stderr);
    ///   `.benchmarkFailed` after a step that left workers stuck; `.cannotCreate` when the reports cannot be written.
    static func execute(_ options: ForkOptions, in context: CommandContext) -> ExitCode {
        let (catalog, console, arguments) = (context.catalog, context.console, options.arguments)
        // Ctrl-C is for the parent, which stops the run and kills its forks. A fork that cannot ignore it still
        // serves, and its parent kills it on the way out anyway.
        if !ProcessSignals.ignore(SIGINT) {
            console.err("bench \(name): warning: cannot ignore SIGINT (errno \(errno)): a Ctrl-C may end this fork before its parent\n")
        }
        guard arguments.isEmpty else {
            console.err("bench \(name): error: a fork takes no arguments (its session comes on standard input); got '\(arguments.joined(separator: " "))'\n")
            return .usage
        }
        guard let reports = ForkService.privateReportChannel() else {
            console.err("bench \(name): error: cannot set up the report channel\n")
            return .cannotCreate
        }
        let hello = ForkHello(build: BuildFingerprint.current, configuration: BuildInfo.configuration, suite: ForkHello.forkSuite(of: catalog))
        let outcome = ForkService.serve(
            reports: reports, hello: hello, cases: { $0.cases(of: catalog) }, sessionEnded: { _exit(ExitCode.success.rawValue) }
        )
        switch outcome {
        case .ended: return .success
        case .leftWorkersStuck: return .benchmarkFailed
        case .refused(let reason):
            console.err("bench \(name): refused: \(reason)\n")
            return .dataError
        case .parentStoppedReading: return .cannotCreate
        }
    }
}
