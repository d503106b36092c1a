/// The no-lock control: runs the critical section with no exclusion at all.
///
/// Under contention it loses updates, which shows that the invariant check can fail.
/// Uncontended, it is the cost of the loop and the increment alone.
public final class NoLock: LockPrimitive, @unchecked Sendable {
    public static let name = "no_lock"
    public static let summary = "control: no exclusion at all (loses updates under contention, by design)"
    public static let family = Family.control
    public static var footprint: Footprint { .inline(0) }
    public static var excludes: Bool { false }

    public init() {}

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try body()
    }
}
