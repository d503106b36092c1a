@testable import BenchCLI
import Foundation
import SyncBench
import TestSupport
import Testing

/// `--slowdown`'s calibration in forks, end to end with fake forks whose slowed pthread_mutex grows with its work
/// and whose NSLock never does.
@Suite("--slowdown calibrates every lock's work in the same forks", .serialized)
struct RunSlowdownTests {
    let fake: FakeFork

    init() throws {
        fake = try FakeFork()
    }

    /// A fork that keeps each session it is given in `sessions` and answers every step with 1,000 operations in
    /// 1,000 ns, but pthread_mutex's steps, whose uncounted operations cost 0.7 of a counted one: 1500 more in
    /// 10000 make it 10.5% dearer, and 2143 more 15%.
    func launcher() throws -> ForkLauncher {
        let starting = try ForkWire.line(ForkReport.starting(index: 98_765))
        let measured = try ForkWire.line(ForkReport.measured(index: 98_765, measurement: FakeFork.measurement(operations: 12_345)))
        return try fake.launcher("""
            \(RecordedProcesses(in: fake.folder).recordingLine)
            \(FakeFork.say(try FakeFork.hello()))
            read session || exit 0
            printf '%s\\n' "$session" >> '\(fake.folder)/sessions'
            work=$(printf '%s' "$session" | grep -o '"pthread_mutex":{[^}]*}')
            share=$(printf '%s' "$work" | grep -o '"share":[0-9]*' | grep -o '[0-9]*$')
            slowed=$(( 1000000 / (1000 + 700 * ${share:-0} / 10000) ))
            starting='\(starting)'
            measured='\(measured)'
            i=0
            while read step; do
            case "$step" in *pthread_mutex*) n=$slowed;; *) n=1000;; esac
            printf '%s\\n' "$starting" | sed "s/98765/$i/"
            printf '%s\\n' "$measured" | sed "s/98765/$i/; s/12345/$n/g"
            i=$((i+1))
            done
            """, expectedBuild: nil)
    }

    @Test("A lock that follows its work lands on the size asked, one that does not is said to fall short, and each try is printed")
    func calibratesInForks() throws {
        let forks = SlowdownForks(
            launcher: try launcher(), effectiveCPUs: 2, seed: 11, layout: .forced(.fixed), stop: StopSignal(),
            deadlines: ForkDeadlines(slackNanoseconds: FakeFork.deadlineNanoseconds, helloNanoseconds: FakeFork.deadlineNanoseconds), cases: []
        )
        var subjects: [Subject] = [.lock(PthreadMutex.self), .lock(FoundationLock<NSLockKind>.self), .lock(NoLock.self)]
        let captured = CapturedConsole()
        // Each lock's search starts from a fixed cost, not from one measured in this process, which a sanitizer on
        // a busy machine once made 17 us a lock/unlock.
        let (metadata, work) = RunSlowdown.apply(0.15, to: &subjects, forks: forks, console: captured.console) { slowdown, subject in
            slowdown.search(subject, base: 20)
        }

        let mutexWork = try #require(work["pthread_mutex"], "\(captured.err)")
        #expect(mutexWork.share > 1500, "uncounted operations that cost less than counted ones are more: \(mutexWork.description)")
        #expect(abs(mutexWork.fraction * 0.7 - 0.15) <= Slowdown.tolerance(for: 0.15), "\(mutexWork.description)")
        #expect(work["NSLock"] != nil && work["no_lock"] == nil)
        #expect(captured.err.contains("\n  try 1: pthread_mutex +"))
        #expect(captured.err.contains("warning: --slowdown 15.0%: NSLock came to +0.0% at the closest, not within"))
        #expect(!captured.err.contains("pthread_mutex came to"))
        let calibration = try #require(metadata.first { $0.key == "slowdown_calibration" }?.value)
        #expect(calibration.contains("pthread_mutex ") && calibration.contains("NSLock ") && calibration.contains(", not the 15.0% asked"))
        #expect(subjects.map(\.name) == ["pthread_mutex", "NSLock", "no_lock"])

        // NSLock's search outlasts pthread_mutex's, and the last tries still slow pthread_mutex by its closest work.
        let sessions = try String(contentsOfFile: fake.folder + "/sessions", encoding: .utf8).split(separator: "\n")
        let last = try #require(sessions.last { $0.contains("NSLock") })
        #expect(last.contains("\"pthread_mutex\":{\"share\":\(mutexWork.share)}"))
        #expect(fake.survivors().isEmpty, "a fork outlived the calibration")
    }
}
