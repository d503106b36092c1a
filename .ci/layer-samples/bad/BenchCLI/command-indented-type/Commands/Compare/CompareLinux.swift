#if os(Linux)
    /// Only on Linux.
    struct LinuxComparison {}
#endif
