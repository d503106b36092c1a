import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

@Suite("A fork sent away at a round's end is gone before the next step is asked")
struct ForkDeparturesTests {
    @Test("Dismissed, a fork is sent away at once; the next step of a slot sharing its departures waits for it")
    func dismissedForkIsGoneBeforeTheNextStep() throws {
        let fake = try FakeFork()
        let departures = ForkDepartures()
        let (stop, launcher) = (StopSignal(), try fake.script())
        let first = ForkSlot(launcher, stop: stop, deadlines: Self.deadlines, departures: departures)
        let second = ForkSlot(launcher, stop: stop, deadlines: Self.deadlines, departures: departures)

        try first.ask(label: "case 0", plan: FakeFork.plan, workers: 1)
        #expect(first.next() == .starting)
        #expect(first.next() == .measured(MeasuredRound(FakeFork.measurement)))
        let dismissed = try #require(RecordedProcesses(in: fake.folder).recorded.first)
        first.dismiss()
        #expect(!departures.isEmpty, "sent away, not yet waited for")
        first.dismiss()

        try second.ask(label: "case 0", plan: FakeFork.plan, workers: 1)
        #expect(departures.isEmpty)
        #expect(kill(dismissed, 0) != 0 && errno == ESRCH, "the dismissed fork is gone, and reaped")
        #expect(second.next() == .starting)
        #expect(second.next() == .measured(MeasuredRound(FakeFork.measurement)))
        #expect(RecordedProcesses(in: fake.folder).recorded.count == 2)
        second.retire()
        #expect(fake.survivors().isEmpty)
    }

    @Test("A pair round's end sends both sides' forks away; the rounds' retirement waits for them")
    func roundsRetireWaitsForDepartures() throws {
        let fake = try FakeFork()
        let launcher = try fake.script()
        let rounds = PairedRounds(baseline: launcher, current: launcher, policy: PairedPolicy(), stop: StopSignal(), deadlines: Self.deadlines)
        for side in PairedRunner.SideRole.allCases { try rounds.side(side).start() }
        let started = RecordedProcesses(in: fake.folder).recorded
        #expect(started.count == 2)
        rounds.dismiss()
        rounds.retire()
        #expect(started.allSatisfy { kill($0, 0) != 0 && errno == ESRCH }, "both forks gone, and reaped")
    }

    /// Deadlines far beyond anything a fake fork takes.
    private static let deadlines = ForkDeadlines(slackNanoseconds: FakeFork.deadlineNanoseconds, helloNanoseconds: FakeFork.deadlineNanoseconds)
}
