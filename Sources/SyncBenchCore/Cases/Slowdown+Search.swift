extension Slowdown {
    /// One lock's calibration, a try at a time: `next` is the work to measure, and `record(_:)` takes the log
    /// ratios of the pairs it measured (the slowed lock's figure over the base lock's). From a first guess of as
    /// many more operations as the size asked (`SlowdownWork(fraction:)`), each try either measures the same work
    /// again or corrects it (`corrected`), until one work's pooled reading lands (`Reading.lands(on:)`), a
    /// correction would repeat a work already left, `maximumTries` were made, or a try could not be measured. The
    /// work whose reading lies closest, interval and all, is the outcome (`calibrated`).
    ///
    /// A work is measured again, its new pairs pooled with its earlier ones, while its estimate lies within half
    /// of the tolerance or its wider interval holds the target (`Reading.wantsMorePairs(for:)`). Only a work whose
    /// interval at `Reading.correctionConfidence` lies wholly to one side of the target is corrected, by its
    /// pooled estimate: the first guess is the nominal share, which uncounted operations that cost what counted
    /// ones do make exact, and correcting it by noise is what moved it away: what `bench ab` then measured
    /// followed the share chosen (docs/ab.md, "The calibration corrects only on evidence").
    package struct Search: Sendable {
        /// The lock calibrated.
        package let subject: Subject
        /// The work to measure next; nil once the search is over.
        package private(set) var next: SlowdownWork?
        private let fraction: Double
        private let base: Double
        private var readings: [Reading] = []
        private var measured = 0

        init(_ slowdown: Slowdown, subject: Subject, base: Double) {
            self.subject = subject
            fraction = slowdown.fraction
            self.base = base
            next = SlowdownWork(fraction: slowdown.fraction)
        }

        /// Takes the log ratios measured for `next` (nil: it could not be measured, which ends the search),
        /// chooses the next try, if any, and returns the work's reading, its earlier pairs included.
        @discardableResult
        package mutating func record(_ logRatios: [Double]?) -> Reading? {
            guard let work = next else { return nil }
            let index = readings.firstIndex { $0.work == work }
            guard let logRatios,
                  let reading = index.map({ readings[$0].adding(logRatios) }) ?? Reading(work: work, logRatios: logRatios)
            else {
                next = nil
                return nil
            }
            if let index { readings[index] = reading } else { readings.append(reading) }
            measured += 1
            guard !reading.lands(on: fraction), measured < Slowdown.maximumTries else {
                next = nil
                return reading
            }
            if reading.wantsMorePairs(for: fraction) {
                next = work
                return reading
            }
            let tries = readings.map { Try(work: $0.work, added: $0.ratio - 1) }
            let corrected = Slowdown.corrected(work, added: reading.ratio - 1, target: fraction, tries: tries)
            next = readings.contains { $0.work == corrected } ? nil : corrected
            return reading
        }

        /// The closest work, as a slowed twin of the lock; nil when no try was measured.
        package var calibrated: Calibrated? {
            let best = readings.min { left, right in
                let (l, r) = (left.distance(from: fraction), right.distance(from: fraction))
                return l.farthest != r.farthest ? l.farthest < r.farthest : l.estimate < r.estimate
            }
            guard let best, let slowed = subject.slowed(by: best.work) else { return nil }
            return Calibrated(subject: slowed, reading: best, baseNanoseconds: base, tries: measured)
        }
    }
}
