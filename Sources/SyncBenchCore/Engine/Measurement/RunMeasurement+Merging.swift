extension RunMeasurement {
    /// This measurement followed by `later`, a later round of the same case: one case's figures
    /// gathered at several moments of a run.
    ///
    /// The windows follow each other; counts, CPU time and switches add up; the latency histograms merge;
    /// the invariant holds only if it held in both rounds; workers stuck in either round are kept. The
    /// batch is the first round's, which the later rounds reuse; workers unpinned in either round are kept. A lost round (see `lost(_:)`) adds its
    /// reason and a round without windows, and nothing else. The host probes of both follow each other, and so do
    /// their layout facts and placement readings; a CPU round trip, which describes one round, is dropped.
    package func merging(_ later: RunMeasurement) -> RunMeasurement {
        let rounds = roundSizes + later.roundSizes
        let lost = lostRounds + later.lostRounds
        if later.isOnlyLostRounds || isOnlyLostRounds {
            var merged = later.isOnlyLostRounds ? self : later
            merged.windows = windows + later.windows
            (merged.windowsPerRound, merged.lostRounds) = (rounds, lost)
            merged.hostProbes = hostProbes + later.hostProbes
            merged.layouts = layoutsByRound + later.layoutsByRound
            merged.placements = placementsByRound + later.placementsByRound
            merged.cpuRoundTrip = nil
            return merged
        }
        var merged = self
        (merged.windowsPerRound, merged.lostRounds) = (rounds, lost)
        merged.hostProbes += later.hostProbes
        merged.layouts = layoutsByRound + later.layoutsByRound
        merged.placements = placementsByRound + later.placementsByRound
        merged.cpuRoundTrip = nil
        merged.windows += later.windows
        merged.totals = OperationTotals(
            operations: totals.operations + later.totals.operations,
            secondaryOperations: totals.secondaryOperations + later.totals.secondaryOperations
        )
        merged.invariant = invariant.flatMap { first in later.invariant.map { first.combined(with: $0) } }
        merged.stuckWorkers = Array(Set(stuckWorkers + later.stuckWorkers)).sorted()
        merged.unpinnedWorkers = Array(Set(unpinnedWorkers + later.unpinnedWorkers)).sorted()
        merged.resources = resources.flatMap { first in later.resources.map { first.adding($0) } }
        merged.latency = latency.merging(later.latency) { LatencyHistogram(merging: [$0, $1]) }
        merged.unavailableReason = unavailableReason ?? later.unavailableReason
        merged.threadGrowth = threadGrowth.map { first in
            later.threadGrowth.map { ThreadGrowth(before: first.before, peak: max(first.peak, $0.peak)) } ?? first
        } ?? later.threadGrowth
        merged.coalescing = coalescing.map { first in
            later.coalescing.map {
                Coalescing(handlerInvocations: first.handlerInvocations + $0.handlerInvocations, events: first.events + $0.events)
            } ?? first
        } ?? later.coalescing
        return merged
    }

    /// The windows of each round: as recorded, or all the windows as one round.
    private var roundSizes: [Int] {
        windowsPerRound.isEmpty ? [windows.count] : windowsPerRound
    }

    /// The layout facts of each round, one entry a round: nil where a round recorded none.
    private var layoutsByRound: [LayoutFacts?] {
        layouts.count == roundSizes.count ? layouts : Array(repeating: nil, count: roundSizes.count)
    }

    /// The placement readings of each round, one entry a round: nil where a round read none.
    private var placementsByRound: [PlacementReading?] {
        placements.count == roundSizes.count ? placements : Array(repeating: nil, count: roundSizes.count)
    }

    /// True for lost rounds alone, with nothing measured: they must not drop a real round's invariant or usage.
    private var isOnlyLostRounds: Bool {
        !lostRounds.isEmpty && windows.isEmpty && invariant == nil && stuckWorkers.isEmpty
    }
}

extension InvariantCheck {
    /// The check over two runs of a workload: held when both held, otherwise a violation losing both runs' lost
    /// updates, with both runs' torn reads.
    package func combined(with other: InvariantCheck) -> InvariantCheck {
        guard self != .held || other != .held else { return .held }
        return .violated(expected: expected + other.expected, actual: actual + other.actual, tornReads: tornReads + other.tornReads)
    }

    private var expected: Int {
        if case .violated(let expected, _, _) = self { expected } else { 0 }
    }

    private var actual: Int {
        if case .violated(_, let actual, _) = self { actual } else { 0 }
    }
}

extension ResourceUsage {
    /// The usage over two intervals: every count and time summed, the machine's busy time only when both
    /// know it, the tick uncertainties in quadrature. Foreign time is derived from the sums, so the tick
    /// rounding of short rounds evens out instead of piling up where each round's foreign time would have
    /// been clamped at zero.
    package func adding(_ other: ResourceUsage) -> ResourceUsage {
        ResourceUsage(
            cpuNanoseconds: cpuNanoseconds + other.cpuNanoseconds,
            voluntarySwitches: voluntarySwitches + other.voluntarySwitches,
            involuntarySwitches: involuntarySwitches + other.involuntarySwitches,
            machineBusyNanoseconds: machineBusyNanoseconds.flatMap { first in other.machineBusyNanoseconds.map { first + $0 } },
            elapsedNanoseconds: elapsedNanoseconds + other.elapsedNanoseconds,
            tickUncertaintyNanoseconds: (tickUncertaintyNanoseconds * tickUncertaintyNanoseconds
                + other.tickUncertaintyNanoseconds * other.tickUncertaintyNanoseconds).squareRoot()
        )
    }
}
