// Planted by .ci/darwin-samples: a Darwin branch that passes an argument label the C function does not take.
#if canImport(Darwin)
import Darwin

func darwinSampleRaisePriority() -> Int32 {
    pthread_set_qos_class_self_np(qosClass: QOS_CLASS_USER_INTERACTIVE, 0)
}
#endif
