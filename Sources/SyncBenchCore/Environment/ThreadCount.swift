import CSyncBench
import Foundation

/// The process's thread count.
enum ThreadCount {
    /// Threads now: `Threads:` of /proc/self/status on Linux, `proc_pidinfo`'s task info on Darwin (read
    /// in C, which needs no Mach port and no global of the SDK's); 0 where it cannot be read.
    static func current() -> Int {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        return SystemFiles.threads(status: status) ?? 0
        #else
        return max(0, Int(csb_darwin_thread_count()))
        #endif
    }
}
