@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("Whether the Swift runtime is linked dynamically or statically is read from the process's maps and recorded")
struct SwiftRuntimeLinkageTests {
    @Test("Maps holding the Swift core library read dynamic; maps without it, static")
    func maps() {
        let dynamic = """
            55a8db9a4000-55a8dc5d9000 r-xp 00000000 08:01 1234 /work/main/.build/release/bench
            7f90ce800000-7f90ce9d2000 r-xp 00000000 08:01 5678 /opt/swift/usr/lib/swift/linux/libswiftCore.so
            7f90cd056000-7f90cd1d1000 r-xp 00000000 08:01 9012 /usr/lib/x86_64-linux-gnu/libc.so.6
            """
        let linkedStatically = """
            55a8db9a4000-55a8dc5d9000 r-xp 00000000 08:01 1234 /work/main/.build/release/bench
            7f90cd056000-7f90cd1d1000 r-xp 00000000 08:01 9012 /usr/lib/x86_64-linux-gnu/libc.so.6
            7f90cd300000-7f90cd301000 r--p 00000000 08:01 9013 /tmp/libswiftCore.so.backup
            """
        #expect(SwiftRuntimeLinkage.of(maps: dynamic) == .dynamic)
        #expect(SwiftRuntimeLinkage.of(maps: linkedStatically) == .static)
        #expect(SwiftRuntimeLinkage.of(maps: "") == .static)
    }

    @Test("The test process, linked as swift build links by default, is dynamic, and a results file says so")
    func current() {
        #expect(SwiftRuntimeLinkage.current == .dynamic)
        let environment = RunEnvironment.capture(traits: .current(), arguments: ["bench"], executable: nil)
        #expect(environment.metadata.contains { $0.key == "swift_runtime" && $0.value == "dynamic" })
    }
}
