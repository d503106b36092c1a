import Foundation
import Suite
import SyncBench

extension BenchMain {
    /// Runs `bench` as this process: its command line, standard output and error, its exit status.
    ///
    /// This is the whole of a `main.swift`, ours and that of a package that measures its own locks:
    ///
    /// ```swift
    /// BenchMain.main(catalog: DefaultSuite.catalog.adding([.lock(MyLock.self)]))
    /// ```
    ///
    /// Measured code must not be isolated to the main actor: in Swift 6, closures formed in top-level code get
    /// an executor check, which has cost a lock three times its own price. This function is nonisolated, and
    /// so is everything it calls, so keep `main.swift` to this one call and put nothing else there.
    /// - Parameter catalog: what may be measured; the default suite unless you add to it or replace it.
    public static func main(catalog: Catalog = DefaultSuite.catalog) -> Never {
        let status = run(Array(CommandLine.arguments.dropFirst()), catalog: catalog, console: .standard)
        exit(status.rawValue)
    }
}
