import Foundation
import Platform

/// The quality of service workers run at, stated rather than left to defaults.
///
/// On Darwin a thread's QoS class decides its priority and which cores it may run on: at the default class
/// a worker may move between performance and efficiency cores, and throughput and fairness turn bimodal.
/// So worker threads run at user-interactive, the class the scheduler keeps on performance cores first;
/// actor tasks at `.high` (user-initiated), the highest a task can ask for. Linux has no QoS classes: there
/// these do nothing and every thread keeps the default nice level.
@usableFromInline package enum WorkerQoS {
    /// What the results' `worker_qos` metadata line says.
    package static var stated: String {
        #if canImport(Darwin)
        return "worker threads user-interactive; actor tasks high (user-initiated); OperationQueue executor user-interactive"
        #else
        return "none (Linux has no QoS classes; every thread at the default nice level)"
        #endif
    }

    /// Moves the calling thread, a worker about to start, to user-interactive QoS (Darwin); nothing elsewhere.
    @usableFromInline package static func applyToCurrentThread() {
        #if canImport(Darwin)
        let error = pthread_set_qos_class_self_np(QOS_CLASS_USER_INTERACTIVE, 0)
        precondition(error == 0, "pthread_set_qos_class_self_np(QOS_CLASS_USER_INTERACTIVE) failed: \(error)")
        #endif
    }

    /// The priority worker tasks start at: `.high` on Darwin, nil (the default) elsewhere.
    @usableFromInline package static var taskPriority: TaskPriority? {
        #if canImport(Darwin)
        return .high
        #else
        return nil
        #endif
    }

    /// Gives `queue` the QoS `qos` for the operations it runs (Darwin, where a queue you create would otherwise
    /// run them at its own default); nothing elsewhere.
    package static func configure(_ queue: OperationQueue, _ qos: QualityOfService) {
        #if canImport(Darwin)
        queue.qualityOfService = qos
        #endif
    }
}
