import Foundation
import SyncBench

/// The system's own words for why a file could not be used, on one line: `Permission denied`, not a guess.
enum SystemErrorText {
    /// The words for `code`, an `errno`: `Too many levels of symbolic links`.
    static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Why FileManager or FileHandle failed, on one line: the system's own words when it says them underneath
    /// (`Not a directory`), not Foundation's `The operation could not be completed`. Corelibs Foundation keeps
    /// the underlying error as a Swift `Error`, which `as? NSError` does not find.
    static func reason(_ error: Error) -> String {
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        guard let underlying, underlying.domain == NSPOSIXErrorDomain else { return OneLine.shortened(error.localizedDescription) }
        return reason(errno: Int32(underlying.code))
    }
}
