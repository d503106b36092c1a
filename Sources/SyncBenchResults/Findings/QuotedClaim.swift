import SyncBenchCore

/// A widely circulated figure for what a lock/unlock pair costs on Apple platforms, which users hold the
/// measurements against. The quoted ranges are the claims as circulated, not ours; what was measured comes
/// from a results file's rows (`measurement(in:)`).
package struct QuotedClaim: Sendable {
    /// What the claim is about, as it is usually written.
    package let subject: String
    /// The quoted cost per lock/unlock pair, in ns.
    package let quoted: ClosedRange<Double>
    /// The subjects that measure it, the primitive itself first, then its nearest stand-in where it does not
    /// exist (os_unfair_lock is Darwin only); empty when nothing here can.
    package let measuredBy: [String]
    /// What a reader should know beside the figure: what the stand-in is, or why nothing measures it.
    package let note: String

    /// The table everybody quotes.
    package static let all = [
        QuotedClaim(
            subject: "os_unfair_lock", quoted: 5...10, measuredBy: ["os_unfair_lock", "Mutex"],
            note: "Darwin only; elsewhere Synchronization.Mutex stands in (on Darwin it is an os_unfair_lock; on Linux its "
                + "uncontended path is likewise one compare-and-swap on an owner word)"
        ),
        QuotedClaim(subject: "DispatchSemaphore", quoted: 20...30, measuredBy: ["DispatchSemaphore"], note: "value 1, used as a lock"),
        QuotedClaim(subject: "NSLock", quoted: 40...60, measuredBy: ["NSLock"], note: "on Linux a class over a heap pthread mutex"),
        QuotedClaim(
            subject: "serial queue sync", quoted: 100...200, measuredBy: ["serial_queue_sync"],
            note: "DispatchQueue.sync on a serial queue, no thread hop when uncontended"
        ),
        QuotedClaim(
            subject: "@synchronized", quoted: 100...200, measuredBy: ["synchronized"],
            note: "objc_sync_enter/objc_sync_exit on an NSObject, what the directive compiles to; Darwin only (nothing stands in)"
        ),
    ]

    /// What one run measured for a claim, uncontended.
    package struct Measurement: Sendable, Equatable {
        /// Where the measurement falls against the quoted range, judged by the interval of its median.
        package enum Standing: String, Sendable {
            /// The whole interval is below the quoted range.
            case below
            /// The interval overlaps the quoted range.
            case within
            /// The whole interval is above the quoted range.
            case above
        }

        /// The subject that measured it.
        package var primitive: String
        /// True when it is a stand-in, not the primitive the claim names.
        package var standIn: Bool
        /// The median, ns per lock/unlock pair.
        package var nanoseconds: Double
        /// The interval of the median, when the row has one.
        package var interval: ClosedRange<Double>?
        /// Measured while other processes were busy.
        package var noisy: Bool
        /// Where it falls against the quoted range.
        package var standing: Standing
    }

    /// The first subject of `measuredBy` with an uncontended row that ran `ok` in `results`, or nil.
    package func measurement(in results: [CaseResult]) -> Measurement? {
        for (place, primitive) in measuredBy.enumerated() {
            guard let row = results.first(where: {
                $0.benchmark == .uncontended && $0.primitive == primitive && $0.status == .ok && $0.nanosecondsPerOperation != nil
            }), let median = row.nanosecondsPerOperation else { continue }
            let interval = MedianInterval(row.estimate).map { $0.lower...$0.upper }
            let span = interval ?? median...median
            let standing: Measurement.Standing =
                span.upperBound < quoted.lowerBound ? .below : span.lowerBound > quoted.upperBound ? .above : .within
            return Measurement(
                primitive: primitive, standIn: place > 0, nanoseconds: median, interval: interval,
                noisy: row.cost?.isNoisy == true, standing: standing
            )
        }
        return nil
    }
}
