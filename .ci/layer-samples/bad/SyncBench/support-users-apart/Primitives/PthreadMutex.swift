/// A lock that reads the host.
final class PthreadMutex {
    var probe: HostProbe?
}
