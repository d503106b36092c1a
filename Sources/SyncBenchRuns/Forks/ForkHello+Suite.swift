import SyncBenchCore
import SyncBenchResults
import Platform

extension ForkHello {
    /// The `suite` of a hello for `catalog`: a hash of the labels of the cases it lays out with every sweep at one
    /// and two threads. The hello comes before the session, so the hash cannot depend on it: it is the same list
    /// on both sides whatever the run's threads and filter, and differs when a subject or a benchmark does.
    /// Laying out every case to hash it takes about a millisecond.
    package static func suite(of catalog: Catalog) -> String {
        let matrix = CaseMatrix(threadCounts: [1, 2], effectiveCPUs: 2, full: true)
        return BuildFingerprint.of(text: matrix.cases(catalog).map(\.label).joined(separator: "\n"))
    }

    /// The environment variable in which a parent hands a fork of its own executable the suite of its catalog
    /// (`suiteHandoff(_:forExecutable:)`).
    package static let suiteHandoffVariable = "SYNCBENCH_SUITE"

    /// The suite a fork whose program was given `catalog` says in its hello: the one its parent handed it, when
    /// the handoff names the very image this fork runs, which was given the same catalog; else `suite(of:)`.
    package static func forkSuite(of catalog: Catalog) -> String {
        inheritedSuite(getenv(suiteHandoffVariable).map { String(cString: $0) }, running: ImageIdentity.running) ?? suite(of: catalog)
    }

    /// What a parent whose catalog's suite is `suite` puts in `suiteHandoffVariable` for a fork of `path`: the
    /// file's identity (`ImageIdentity`), a space, and the suite; nil unless `path` is the image this process
    /// runs (a fork of another build lays out its own suite), or off Linux.
    static func suiteHandoff(_ suite: String, forExecutable path: String) -> String? {
        guard let identity = ImageIdentity.of(path: path), identity == ImageIdentity.running else { return nil }
        return identity.text + " " + suite
    }

    /// The suite a handoff `text` gives a process that runs the image `running`: nil unless the text names that
    /// image's identity and a hash of `BuildFingerprint.of(text:)`'s scheme.
    static func inheritedSuite(_ text: String?, running: ImageIdentity?) -> String? {
        guard let suite = ImageIdentity.handedOver(text, running: running), BuildFingerprint.isFingerprint(suite, scheme: BuildFingerprint.textScheme)
        else { return nil }
        return String(suite)
    }
}
