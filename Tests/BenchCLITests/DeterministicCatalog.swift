import Suite
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport

extension Subject {
    /// The same subject, measured with windows that close only once every worker has published a batch in
    /// them. A busy machine can leave a worker unrun for tens of milliseconds, and a case whose windows all
    /// come out empty fails as making no progress: with this, a test's outcome cannot depend on the load. The
    /// stop grace, which bounds that wait, the workers' start and their join, is raised to at least 30 s, only
    /// a bound on a hang: a run's own 2 s is a time a worker left unrun by a loaded machine could outlast. Tasks
    /// run on threads of the tests' own (`TestTaskExecutor`), not on the cooperative pool, which other tests may
    /// hold for seconds.
    var closingWindowsOnProgress: Subject {
        let measure = measure
        var subject = self
        subject.measure = { plan in
            var plan = plan
            plan.windowClosing = .afterProgress(secondary: false)
            plan.stopGraceNanoseconds = max(plan.stopGraceNanoseconds, 30_000_000_000)
            plan.taskExecutor = TestTaskExecutor.shared
            return measure(plan)
        }
        return subject
    }
}

extension Catalog {
    /// The default suite, every subject's windows closing on progress.
    static let deterministicDefault = DefaultSuite.catalog.closingWindowsOnProgress

    /// Every subject as `Subject.closingWindowsOnProgress` gives it.
    var closingWindowsOnProgress: Catalog {
        Catalog(subjects.map(\.closingWindowsOnProgress))
    }
}
