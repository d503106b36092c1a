import Foundation

/// A task executor on threads of the tests' own: jobs run in the order they arrive, on whichever of its
/// threads is free. Default actors follow a task's executor preference, so an actor's work runs here too.
package final class TestTaskExecutor: TaskExecutor, @unchecked Sendable {
    /// One executor for every test, with as many threads as the widest test has tasks.
    package static let shared = TestTaskExecutor(threads: 4)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(threads: Int) {
        for index in 0..<threads {
            let thread = Thread { self.runJobs() }
            thread.name = "test-executor-\(index)"
            thread.start()
        }
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// One thread's loop: take the oldest job, run it, forever (the executor lives as long as the tests).
    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
