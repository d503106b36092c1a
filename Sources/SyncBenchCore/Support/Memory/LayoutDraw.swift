import Platform

/// Where one process puts the state it measures, and how far it moves its workers' stacks: drawn once per process
/// (per fork) from the run's seed.
///
/// A figure can belong to where a lock's state and a worker's stack landed rather than to the lock: a load whose
/// address shares its low twelve bits with a pending store waits for it (4K aliasing), and a lock straddling two
/// cache lines pays for both. One fixed placement turns whatever it does into a bias that every fork of a build
/// shares, and a change elsewhere that moves it shifts the figure with no change to the lock. Drawn per fork, the
/// placement is variance between forks instead, which the forks' interval covers, and which has the same
/// distribution for every build and for both sides of a paired run (`bench ab` gives both forks of a pair the
/// same draw, so that within a pair it cancels). docs/layout.md has the measurements behind this.
@usableFromInline package struct LayoutDraw: Sendable, Equatable, Hashable, Codable {
    /// Bytes of stack each worker reserves before it starts its loop: a multiple of 16 below 4096.
    @usableFromInline package var stackPadding: Int
    /// The 128-byte line of its page on which a lock's state starts, 0 to 31.
    package var lockLine: Int
    /// Bytes from the start of that line to the lock's state: a multiple of 16 below 128. Past 24, a
    /// 40-byte `pthread_mutex_t` straddles two 64-byte lines, as a mutex inside a `malloc`ed object often does.
    package var lockByte: Int
    /// The line on which counters and flags shared by the workers start, 0 to 31.
    package var dataLine: Int
    /// The line on which the per-worker slots start, 0 to 31.
    package var workerLine: Int
    /// Bytes of padding a fork gets in its environment (`environmentVariable`), which moves its main thread's
    /// stack and everything the kernel puts above it: a multiple of 16 below 4096.
    package var environmentPadding: Int

    /// Lines per page; the draws stay within one.
    package static let linesPerPage = 32

    /// Makes a draw; every figure is reduced into its range.
    package init(stackPadding: Int, lockLine: Int, lockByte: Int = 0, dataLine: Int, workerLine: Int, environmentPadding: Int = 0) {
        self.stackPadding = Self.sixteens(stackPadding, below: 4096)
        self.lockLine = Self.wrapped(lockLine)
        self.lockByte = Self.sixteens(lockByte, below: CacheLineAllocation.size)
        self.dataLine = Self.wrapped(dataLine)
        self.workerLine = Self.wrapped(workerLine)
        self.environmentPadding = Self.sixteens(environmentPadding, below: 4096)
    }

    /// The placement syncbench used before draws: every lock's state at the start of its page, shared data 8
    /// lines on, per-worker slots 16 lines on, no padding. `--layout fixed` measures under it.
    package static let fixed = LayoutDraw(stackPadding: 0, lockLine: 0, dataLine: 8, workerLine: 16)

    /// The draw numbered `stream` (a fork, or a pair round) of a run seeded `seed`.
    ///
    /// The lock's line and the stack's padding are uniform over the page, the lock's byte over the 16-byte steps
    /// of its line. Shared data and per-worker slots keep 8 to 15 and 16 to 23 lines from the lock's line, so that
    /// the three kinds never share their low twelve address bits within a line, as in the fixed placement.
    package static func drawn(seed: UInt64, stream: UInt64) -> LayoutDraw {
        var generator = SplitMix64(seed: seed ^ (stream &* 0xD6E8_FEB8_6659_FD93) ^ 0x4C41_594F_5554)
        let lock = Int(generator.next() % UInt64(linesPerPage))
        return LayoutDraw(
            stackPadding: Int(generator.next() % 256) * 16,
            lockLine: lock,
            lockByte: Int(generator.next() % 8) * 16,
            dataLine: lock + 8 + Int(generator.next() % 8),
            workerLine: lock + 16 + Int(generator.next() % 8),
            environmentPadding: Int(generator.next() % 256) * 16
        )
    }

    private static func wrapped(_ line: Int) -> Int {
        ((line % linesPerPage) + linesPerPage) % linesPerPage
    }

    private static func sixteens(_ bytes: Int, below limit: Int) -> Int {
        (((bytes % limit) + limit) % limit) / 16 * 16
    }
}

extension LayoutDraw {
    /// The environment variable through which a parent gives a fork its draw, as `text`.
    package static let environmentVariable = "SYNCBENCH_LAYOUT"
    /// The environment variable whose value pads a fork's environment by `environmentPadding` bytes.
    package static let paddingVariable = "SYNCBENCH_LAYOUT_PADDING"

    /// `stack=1040,lock=5,byte=32,data=14,worker=22,env=2080`: every field, in order.
    package var text: String {
        "stack=\(stackPadding),lock=\(lockLine),byte=\(lockByte),data=\(dataLine),worker=\(workerLine),env=\(environmentPadding)"
    }

    /// Reads `text`, or `fixed`; nil when it is neither. A field left out keeps the fixed placement's value.
    package init?(text: String) {
        if text == "fixed" {
            self = .fixed
            return
        }
        var fields = ["stack": 0, "lock": 0, "byte": 0, "data": 8, "worker": 16, "env": 0]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, fields[parts[0]] != nil, let value = Int(parts[1]), value >= 0 else { return nil }
            fields[parts[0]] = value
        }
        self.init(
            stackPadding: fields["stack"]!, lockLine: fields["lock"]!, lockByte: fields["byte"]!, dataLine: fields["data"]!,
            workerLine: fields["worker"]!, environmentPadding: fields["env"]!
        )
    }
}

extension LayoutDraw {
    private static let process = inherited ?? .fixed

    /// A draw bound to the work in progress (the task, or the thread outside any task) rather than to the process:
    /// a run without forks binds its draw so (`SuiteRunner`), and two such runs side by side in one process, as
    /// tests run them, keep their own. Threads started meanwhile do not see it: what they need is read before.
    @TaskLocal package static var bound: LayoutDraw?

    /// The draw the process's environment gives it in `environmentVariable` (a parent gives each fork its own),
    /// or nil when there is none or it cannot be read.
    package static var inherited: LayoutDraw? {
        getenv(environmentVariable).flatMap { LayoutDraw(text: String(cString: $0)) }
    }

    /// Why this process's `environmentVariable` cannot be used, in one line; nil when it is unset or reads.
    package static var environmentProblem: String? {
        guard let text = getenv(environmentVariable).map({ String(cString: $0) }), LayoutDraw(text: text) == nil else { return nil }
        return "\(environmentVariable)='\(text)' is not fixed or a placement such as \(LayoutDraw.fixed.text)"
    }

    /// The draw to measure under here: the one `bound`, else the one the process's environment gives it
    /// (`inherited`, as a fork gets it), else `fixed`.
    @usableFromInline package static var current: LayoutDraw {
        bound ?? process
    }
}

/// How a run places what it measures: a draw per fork from a seed (the default, so that placement is variance
/// between forks), or one placement for every fork (to study a placement, or to measure as before draws).
@usableFromInline package enum LayoutChoice: Sendable, Equatable {
    /// Fork `n` (a suite run's round, a paired run's pair round) measures under `LayoutDraw.drawn(seed:stream: n)`.
    case drawn(seed: UInt64)
    /// Every fork measures under this placement.
    case forced(LayoutDraw)

    /// The placement of fork (stream) `stream`.
    package func draw(stream: UInt64) -> LayoutDraw {
        switch self {
        case .drawn(let seed): LayoutDraw.drawn(seed: seed, stream: stream)
        case .forced(let draw): draw
        }
    }

    /// `drawn per fork from seed 42`, or `forced: stack=0,lock=0,...` (`fixed` for the fixed placement): the
    /// `layout` metadata line.
    package var description: String {
        switch self {
        case .drawn(let seed): "drawn per fork from seed \(seed)"
        case .forced(let draw): draw == .fixed ? "fixed" : "forced: \(draw.text)"
        }
    }
}
