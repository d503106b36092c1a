/// Keeps `value` alive: the optimizer cannot delete work whose result goes here.
@inline(never)
public func blackHole<T>(_ value: T) {}
