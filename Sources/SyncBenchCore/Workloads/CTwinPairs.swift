/// The C twins and the Swift subjects they mirror.
public enum CTwinPairs {
    /// (Swift subject, C twin) name pairs.
    public static let all: [(swift: String, c: String)] = [
        (CPthreadMutexIncrement.twin, CPthreadMutexIncrement.name),
        (CAtomicIncrement.twin, CAtomicIncrement.name),
    ]
}
