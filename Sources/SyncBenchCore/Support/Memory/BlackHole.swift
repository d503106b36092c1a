/// Keeps `value` alive: the optimizer cannot delete work whose result goes here.
///
/// `@inline(never)` alone is not enough: within this module the optimizer sees the empty body, finds the
/// argument unused and deletes the work that computed it (BusyWork measured 0.0001 ns per iteration so).
/// `@_optimize(none)` keeps the body opaque to that analysis.
@inline(never) @_optimize(none)
@usableFromInline package func blackHole<T>(_ value: T) {}
