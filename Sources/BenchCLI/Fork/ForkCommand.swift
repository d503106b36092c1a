import SyncBench
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench __fork [run options]`: what a fork of `bench run` runs. Not for people: the parent starts it with its
/// own run options and sends it one order on its standard input (see `ForkService`).
enum ForkCommand {
    /// The command's name; the underscores keep it out of anyone's way.
    static let name = ForkLauncher.serviceCommand

    /// Lays out the parent's cases from the same options and serves the order.
    /// - Returns: `.success` when every step was reported; `.usage` for options the parent could not have sent;
    ///   `.dataError` for an order that cannot be served; `.cannotCreate` when the reports cannot be written.
    static func execute(_ arguments: [String], catalog: Catalog) -> ExitCode {
        // Ctrl-C is for the parent, which stops the run and kills its forks.
        signal(SIGINT, SIG_IGN)
        let options: RunOptions
        let chosen: Catalog
        do throws(UsageError) {
            options = try RunOptions.parse(arguments)
            chosen = try SubjectSelection.subjects(of: catalog, options)
        } catch {
            return .usage
        }
        let outcome = ForkService.serve(
            cases: { context in
                var subjects = chosen.subjects
                RunSlowdown.apply(context.slowdownIterations, to: &subjects)
                return options.matrix(effectiveCPUs: context.effectiveCPUs).cases(Catalog(subjects))
            },
            parentGone: { _exit(ExitCode.stopped(by: SIGTERM).rawValue) }
        )
        switch outcome {
        case .served: return .success
        case .badOrder: return .dataError
        case .parentStoppedReading: return .cannotCreate
        }
    }
}
