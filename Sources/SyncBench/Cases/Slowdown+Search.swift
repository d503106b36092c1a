extension Slowdown {
    /// One lock's calibration, a try at a time: `next` is the work to measure, and `record(_:)` takes what it
    /// measured, the slowed lock's figure over the base lock's. From a first guess for a lock of `base` ns and
    /// busy work of `perIteration` ns an iteration, each try corrects the next (`corrected`), until one lands
    /// within half of `tolerance(for:)`, a correction would repeat a try, `maximumTries` were made, or a try
    /// could not be measured; the try that came closest is the outcome (`calibrated`).
    public struct Search: Sendable {
        /// The lock calibrated.
        public let subject: Subject
        /// The work to measure next; nil once the search is over.
        public private(set) var next: SlowdownWork?
        private let fraction: Double
        private let base: Double
        private var tries: [Try] = []
        private var best: (work: SlowdownWork, ratio: Double)?

        init(_ slowdown: Slowdown, subject: Subject, base: Double, perIteration: Double) {
            self.subject = subject
            fraction = slowdown.fraction
            self.base = base
            next = Slowdown.firstGuess(extra: base * slowdown.fraction, perIteration: perIteration)
        }

        /// Takes the ratio measured for `next` (nil: it could not be measured, which ends the search) and
        /// chooses the next try, if any.
        public mutating func record(_ measured: Double?) {
            guard let work = next else { return }
            guard let measured else {
                next = nil
                return
            }
            let extra = (measured - 1) * base
            tries.append(Try(work: work, extra: extra))
            if best.map({ abs(measured - 1 - fraction) < abs($0.ratio - 1 - fraction) }) ?? true {
                best = (work, measured)
            }
            guard abs(measured - 1 - fraction) > Slowdown.tolerance(for: fraction) / 2, tries.count < Slowdown.maximumTries else {
                next = nil
                return
            }
            let corrected = Slowdown.corrected(work, extra: extra, target: base * fraction, tries: tries)
            next = tries.contains { $0.work == corrected } ? nil : corrected
        }

        /// The closest try, as a slowed twin of the lock; nil when no try was measured.
        public var calibrated: Calibrated? {
            guard let best, let slowed = subject.slowed(by: best.work) else { return nil }
            return Calibrated(subject: slowed, work: best.work, baseNanoseconds: base, slowedNanoseconds: base * best.ratio, tries: tries.count)
        }
    }
}
