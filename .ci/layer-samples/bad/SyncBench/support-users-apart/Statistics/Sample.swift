/// A sample that knows the lock it measured.
struct Sample {
    let lock: PthreadMutex?
}
