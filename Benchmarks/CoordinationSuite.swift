import Dispatch
import SyncBench

/// GCD's coordination primitives: each pattern and parameter is one subject, named after the primitive,
/// with the pattern in the workload column.
enum CoordinationSuite {
    /// The fan-out widths measured.
    static let fanOutWidths = [1, 16, 256]

    /// The QoS pairs (caller, queue) measured with `sync`.
    static let qosPairs: [(caller: DispatchQoS, callerName: String, target: DispatchQoS, targetName: String)] = [
        (.userInitiated, "userInitiated", .userInitiated, "userInitiated"),
        (.userInitiated, "userInitiated", .utility, "utility"),
        (.utility, "utility", .userInitiated, "userInitiated"),
    ]

    static var subjects: [Subject] {
        var subjects: [Subject] = [
            .coordination(
                name: "DispatchGroup", workload: "group_enter_leave",
                summary: "DispatchGroup enter() + leave() pairs on one group from every worker", singleThreaded: false
            ) { Engine.measure(GroupEnterLeave(), plan: $0) },
        ]
        subjects += fanOutWidths.map { width in
            .coordination(
                name: "DispatchGroup", workload: "group_fanout n=\(width)",
                summary: "\(width) async item(s) in a group on a concurrent queue, then notify wakes the caller (latency to notify)",
                singleThreaded: true
            ) { Engine.measure(GroupFanOut(width: width), plan: $0) }
        }
        subjects += [
            .coordination(
                name: "DispatchWorkItem", workload: "workitem_dispatch_wait",
                summary: "DispatchWorkItem created, async to a serial queue, then wait() (the round trip)", singleThreaded: true
            ) { Engine.measure(WorkItemDispatchWait(), plan: $0) },
            .coordination(
                name: "DispatchWorkItem", workload: "workitem_cancel",
                summary: "DispatchWorkItem created, cancel(), then async to a serial queue, which skips it (caller's cost)",
                singleThreaded: true
            ) { Engine.measure(WorkItemCancel(), plan: $0) },
            .coordination(
                name: "DispatchSource", workload: "source_coalesce",
                summary: "user-data add source: every worker adds 1s, the handler sees coalesced sums (events per run, latency)",
                singleThreaded: false, measure: UserDataCoalescing.measure
            ),
            .coordination(
                name: "DispatchQueue", workload: "target_hierarchy",
                summary: "sync through a per-worker serial queue that targets one root serial queue", singleThreaded: false
            ) { Engine.measure(QueueHierarchy(workers: $0.threads, direct: false), plan: $0) },
            .coordination(
                name: "DispatchQueue", workload: "target_direct",
                summary: "sync directly on the one root serial queue (the hierarchy's reference)", singleThreaded: false
            ) { Engine.measure(QueueHierarchy(workers: $0.threads, direct: true), plan: $0) },
        ]
        subjects += qosPairs.map { pair in
            .coordination(
                name: "DispatchQueue", workload: "sync_qos \(pair.callerName)->\(pair.targetName)",
                summary: "sync with a \(pair.callerName) work item (.enforceQoS) onto a \(pair.targetName) serial queue",
                singleThreaded: true
            ) { Engine.measure(SyncQoS(caller: pair.caller, target: pair.target), plan: $0) }
        }
        return subjects
    }
}
