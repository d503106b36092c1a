/// A finding that names a workload: below Results, but no finding needs it, so the map has no such edge.
struct Finding {
    let workload: LockedIncrement
}
