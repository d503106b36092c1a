/// A workload.
struct LockedIncrement {}
