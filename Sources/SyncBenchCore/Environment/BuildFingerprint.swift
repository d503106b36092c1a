import Foundation

/// What identifies a build of `bench`: a hash of its executable's bytes, so that two runs, or a run and its
/// forks, can tell whether they run the same code.
///
/// Forks and `bench ab` compare fingerprints: a fork started from a file that a rebuild replaced mid-run has
/// another fingerprint and is refused, instead of its figures merging silently into the old build's rows. On
/// Linux the running image is read through `/proc/self/exe`, which names the file this process was started
/// from even after it was replaced on disk.
@usableFromInline package enum BuildFingerprint {
    /// This process's own executable, hashed (`wordHash`), computed once, on first use; `unknown` when the
    /// executable cannot be read. A fork whose parent handed it the fingerprint of the very file it runs
    /// (`handoffVariable`) takes that instead of hashing itself, which would cost every fork's start about two
    /// milliseconds; a fork of any other file, one replaced since, say, still hashes its own.
    package static let current: String =
        inherited(getenv(handoffVariable).map { String(cString: $0) }, running: ImageIdentity.running)
        ?? ownImage.flatMap { of(path: $0, mapped: mapsOwnImage) } ?? "unknown"

    /// The environment variable in which a parent hands a fork the identity and fingerprint of the executable
    /// it starts (`handoff(forExecutable:)`).
    package static let handoffVariable = "SYNCBENCH_BUILD"

    /// What a parent puts in `handoffVariable` for a fork of `path`: the file's identity (`ImageIdentity`), a
    /// space, and its fingerprint, hashed once for each identity; nil when the identity cannot be read (off
    /// Linux) or the file cannot be hashed, or changed while it was.
    package static func handoff(forExecutable path: String) -> String? {
        guard let identity = ImageIdentity.of(path: path), let fingerprint = fingerprint(of: path, identity: identity) else {
            return nil
        }
        return identity.text + " " + fingerprint
    }

    /// The fingerprint of the file at `path`, whose identity was just read as `identity`: this process's own when
    /// it runs that file, else one hashed earlier for the identity, else hashed now and kept when the file's
    /// identity is the same afterwards.
    private static func fingerprint(of path: String, identity: ImageIdentity) -> String? {
        if identity == ImageIdentity.running { return current }
        if let known = hashed.withLock({ $0[identity] }) { return known }
        guard let fingerprint = of(path: path), ImageIdentity.of(path: path) == identity else { return nil }
        hashed.withLock { $0[identity] = fingerprint }
        return fingerprint
    }

    /// The fingerprint a handoff `text` gives a process that runs the image `running`: nil unless the text names
    /// that image's identity and a fingerprint of `wordHash`'s scheme.
    static func inherited(_ text: String?, running: ImageIdentity?) -> String? {
        guard let fingerprint = ImageIdentity.handedOver(text, running: running), isFingerprint(fingerprint, scheme: imageScheme) else {
            return nil
        }
        return String(fingerprint)
    }

    /// Whether `text` is a fingerprint of `scheme`, as `format` writes it: the scheme, a colon and sixteen
    /// lowercase hex digits.
    package static func isFingerprint(_ text: Substring, scheme: String) -> Bool {
        let digits = text.dropFirst(scheme.count + 1).utf8
        return text.hasPrefix(scheme + ":") && digits.count == 16
            && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// The scheme of an executable's fingerprint (`format`).
    private static let imageScheme = "mix64x4"

    /// The fingerprints hashed for `handoff(forExecutable:)`, by identity (forks are launched from several threads).
    private static let hashed = SanitizerVisibleLock<[ImageIdentity: String]>([:])

    /// The fingerprint of the executable at `path` (`mix64x4:` and sixteen hex digits), or nil when it cannot
    /// be read.
    package static func of(path: String) -> String? {
        of(path: path, mapped: false)
    }

    /// The fingerprint of the executable at `path`, its bytes read, or `mapped` into memory (`mapsOwnImage`).
    static func of(path: String, mapped: Bool) -> String? {
        let bytes = mapped
            ? try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
            : FileManager.default.contents(atPath: path)
        return bytes.map { format(wordHash($0), scheme: imageScheme) }
    }

    /// The fingerprint of `text` (`fnv1a64:` and sixteen hex digits): what `ForkHello.suite` holds for the
    /// labels of a suite's cases.
    package static func of(text: String) -> String {
        format(hash(Data(text.utf8)), scheme: textScheme)
    }

    /// The scheme of a text's fingerprint (`of(text:)`).
    package static let textScheme = "fnv1a64"

    /// `scheme`, a colon, and the hash in sixteen hex digits.
    static func format(_ hash: UInt64, scheme: String) -> String {
        let hex = String(hash, radix: 16)
        return scheme + ":" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The 64-bit FNV-1a hash of `bytes`: not cryptographic (a fingerprint guards against accidents, not an
    /// adversary), but defined in a few lines. One byte at a time in one dependent chain, it takes about ten
    /// milliseconds for an executable; short texts only.
    static func hash(_ bytes: Data) -> UInt64 {
        bytes.withUnsafeBytes { buffer in
            var hash = fnvOffset
            for byte in buffer { hash = fnvStep(hash, byte) }
            return hash
        }
    }

    /// The hash of an executable: four lanes, each taking every fourth little-endian 64-bit word of `bytes`
    /// (xor, multiply by the FNV prime, xor the high half into the low), then folded with FNV-1a: the lanes'
    /// bytes, the bytes past the last whole block of 32, and the count. Each step is a bijection of the lane,
    /// so a change in any one byte changes the hash; eight bytes a step in four independent chains run many
    /// times faster than FNV-1a's one byte a step in one. Not cryptographic, like `hash`.
    static func wordHash(_ bytes: Data) -> UInt64 {
        bytes.withUnsafeBytes { buffer in
            let blocks = buffer.count / 32
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (fnvOffset, fnvOffset ^ 1, fnvOffset ^ 2, fnvOffset ^ 3)
            for block in 0..<blocks {
                let start = block * 32
                lanes.0 = mix(lanes.0, word(buffer, at: start))
                lanes.1 = mix(lanes.1, word(buffer, at: start + 8))
                lanes.2 = mix(lanes.2, word(buffer, at: start + 16))
                lanes.3 = mix(lanes.3, word(buffer, at: start + 24))
            }
            var hash = fnvOffset
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { hash = fnvStep(hash, word: lane) }
            for byte in buffer[(blocks * 32)...] { hash = fnvStep(hash, byte) }
            return fnvStep(hash, word: UInt64(buffer.count))
        }
    }

    private static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3

    private static func fnvStep(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* fnvPrime
    }

    /// FNV-1a over the eight bytes of `word`, lowest first.
    private static func fnvStep(_ hash: UInt64, word: UInt64) -> UInt64 {
        (0..<8).reduce(hash) { fnvStep($0, UInt8(truncatingIfNeeded: word >> (8 * $1))) }
    }

    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let product = (lane ^ word) &* fnvPrime
        return product ^ (product >> 32)
    }

    private static func word(_ buffer: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Whether `current` maps the running image instead of reading it, so that a fork neither copies nor
    /// allocates the whole executable before it says who it is: on Linux, which refuses to write to a program
    /// while it runs (ETXTBSY), so that the mapped bytes cannot change or vanish under the hash. Elsewhere a
    /// file cut short under a mapping would crash the process, so it is read.
    private static var mapsOwnImage: Bool {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }

    /// The file this process runs.
    private static var ownImage: String? {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        return RunningExecutable.path
        #endif
    }
}
