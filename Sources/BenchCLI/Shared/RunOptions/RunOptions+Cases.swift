import SyncBench

extension RunOptions {
    /// The plan for `benchmarkCase`, which `stop` can end early.
    func plan(for benchmarkCase: BenchmarkCase, stop: StopSignal = StopSignal()) -> RunPlan {
        var plan = RunPlan(
            threads: benchmarkCase.threads,
            warmupNanoseconds: warmupNanoseconds ?? (quick ? Self.quickWarmup : Self.standardWarmup),
            windowNanoseconds: windowNanoseconds ?? (quick ? Self.quickWindow : Self.standardWindow),
            repetitions: max(repetitions ?? (quick ? Self.quickRepetitions : Self.standardRepetitions), forkCount),
            latencySampling: latencySampling,
            parameters: benchmarkCase.parameters,
            stop: stop
        )
        if benchmarkCase.threads > 1 {
            if let placement {
                plan.workerCPUs = Self.pinnedCPUs(placement, threads: benchmarkCase.threads)
            } else {
                plan.roundWorkerCPUs = Self.alternatingCPUs(threads: benchmarkCase.threads)
            }
        }
        if let caseTimeoutNanoseconds {
            // `validated` refuses a bound within the case's own time, after asking this plan for that time.
            plan.stopGraceNanoseconds = caseTimeoutNanoseconds > plan.expectedNanoseconds ? caseTimeoutNanoseconds - plan.expectedNanoseconds : 0
        }
        return plan
    }

    /// The machine's topology and the CPUs this process may run on, read once a process.
    private static let machine = (topology: CPUTopology.current(), allowed: WorkerPlacement.allowedCPUs())

    /// The CPUs `policy` pins `threads` workers to on this machine; nil where nothing can be pinned (macOS, a mask
    /// that cannot be read) or for `os`.
    static func pinnedCPUs(_ policy: PinningPolicy, threads: Int) -> [Int]? {
        guard let topology = machine.topology else { return nil }
        return policy.workerCPUs(threads: threads, topology: topology, allowed: machine.allowed)
    }

    /// Without `--placement`, the CPU lists the forks of a case of `threads` workers take in turn: `compact`'s, then
    /// `spread`'s, where this process's CPUs meet at more than one level (SMT siblings and cores, or two cache
    /// domains), so that the run measures both and its placement classes tell them apart (docs/placement.md); nil
    /// where they meet at one (a 2-vCPU VM), on macOS, or where the two policies choose the same CPUs.
    static func alternatingCPUs(threads: Int, topology: CPUTopology? = machine.topology, allowed: [Int] = machine.allowed) -> [[Int]]? {
        guard let topology, topology.pairLevels(among: allowed).count > 1,
              let compact = PinningPolicy.compact.workerCPUs(threads: threads, topology: topology, allowed: allowed),
              let spread = PinningPolicy.spread.workerCPUs(threads: threads, topology: topology, allowed: allowed),
              compact != spread
        else { return nil }
        return [compact, spread]
    }

    /// The `placement` metadata line: the policy, and the CPUs it pins two threads to; without `--placement` on a
    /// machine whose CPUs meet at more than one level, both policies in alternate forks.
    var placementMetadata: (key: String, value: String) {
        if placement == nil, let lists = Self.alternatingCPUs(threads: 2) {
            let cpus = lists.map { $0.map(String.init).joined(separator: ",") }
            return ("placement", "compact and spread in alternate forks (2 threads on \(cpus[0]), then on \(cpus[1]))")
        }
        let policy = placement ?? .os
        guard let cpus = Self.pinnedCPUs(policy, threads: 2) else {
            return ("placement", policy == .os ? "os (workers unpinned; each fork reads where they ran)" : "\(policy.rawValue), but nothing can be pinned here")
        }
        return ("placement", "\(policy.rawValue) (2 threads on \(cpus.map(String.init).joined(separator: ",")))")
    }

    /// Checks what the parser cannot see alone: rounds belong to one process, and a case timeout must leave
    /// time beyond the case's own duration.
    func validated() throws(UsageError) -> RunOptions {
        if rounds != nil && forkCount > 1 {
            throw UsageError("--rounds spreads windows within one process: use it with --forks 1 (each fork is a round)", usage: Self.usage)
        }
        if let pairingNanoseconds, pairingNanoseconds > 0, forkCount == 1 {
            throw UsageError("--pair-findings measures its pairs in forks, which --forks 1 does not start: give it 2 or more, or leave it out", usage: Self.usage)
        }
        if let caseTimeoutNanoseconds {
            let expected = plan(for: BenchmarkCase(benchmark: .contended, subject: .lock(NoLock.self), threads: 1)).expectedNanoseconds
            guard caseTimeoutNanoseconds > expected else {
                throw UsageError(
                    "--case-timeout must exceed a case's own duration (warm-up plus windows: \(expected / 1_000_000)ms)",
                    usage: Self.usage
                )
            }
        }
        return self
    }

    /// The cases' shape on a machine with `effectiveCPUs`: thread counts as given, or powers of two
    /// from 1 up to 4x the effective CPUs; the sweeps as given, or the default or full sets; the kernels as given,
    /// or every one.
    func matrix(effectiveCPUs: Int) -> CaseMatrix {
        CaseMatrix(
            threadCounts: threads ?? Array(sequence(first: 1) { $0 * 2 }.prefix { $0 <= 4 * effectiveCPUs }),
            effectiveCPUs: effectiveCPUs,
            full: full,
            critical: critical,
            think: think,
            kernels: kernels ?? .all
        )
    }
}
