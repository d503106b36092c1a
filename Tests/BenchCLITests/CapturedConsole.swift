import BenchCLI
import Foundation
import SyncBench

/// A console that keeps what a command wrote, for assertions.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }

    var console: Console {
        Console(
            out: { text in self.lock.withLock { self.outText += text } },
            err: { text in self.lock.withLock { self.errText += text } }
        )
    }
}

/// Runs `bench` in-process with `arguments`.
func bench(_ arguments: String...) -> (code: ExitCode, out: String, err: String) {
    bench(arguments: arguments)
}

/// Runs `bench` in-process with `arguments`, on `catalog` when given.
func bench(arguments: [String], catalog: Catalog? = nil) -> (code: ExitCode, out: String, err: String) {
    let captured = CapturedConsole()
    let code = catalog.map { BenchMain.run(arguments, catalog: $0, console: captured.console) }
        ?? BenchMain.run(arguments, console: captured.console)
    return (code, captured.out, captured.err)
}
