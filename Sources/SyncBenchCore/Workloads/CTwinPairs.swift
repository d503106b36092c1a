/// The C twins and the Swift subjects they mirror.
@usableFromInline package enum CTwinPairs {
    /// (Swift subject, C twin) name pairs.
    package static let all: [(swift: String, c: String)] = [
        (CPthreadMutexIncrement.twin, CPthreadMutexIncrement.name),
        (CAtomicIncrement.twin, CAtomicIncrement.name),
    ]
}
