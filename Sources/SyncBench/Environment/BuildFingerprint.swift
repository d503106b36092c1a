import Foundation

/// What identifies a build of `bench`: a hash of its executable's bytes, so that two runs, or a run and its
/// forks, can tell whether they run the same code.
///
/// Forks and `bench ab` compare fingerprints: a fork started from a file that a rebuild replaced mid-run has
/// another fingerprint and is refused, instead of its figures merging silently into the old build's rows. On
/// Linux the running image is read through `/proc/self/exe`, which names the file this process was started
/// from even after it was replaced on disk.
public enum BuildFingerprint {
    /// This process's own executable, hashed; computed once, on first use (a few milliseconds for a release
    /// `bench`). `unknown` when the executable cannot be read.
    public static let current: String = ownImage.flatMap(of) ?? "unknown"

    /// The fingerprint of the executable at `path`, or nil when it cannot be read.
    public static func of(path: String) -> String? {
        guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
        return format(hash(bytes))
    }

    /// The fingerprint of `text`: what `ForkHello.suite` holds for the labels of a suite's cases.
    public static func of(text: String) -> String {
        format(hash(Data(text.utf8)))
    }

    /// `fnv1a64:` and the hash in sixteen hex digits.
    static func format(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The 64-bit FNV-1a hash of `bytes`: not cryptographic (a fingerprint guards against accidents, not an
    /// adversary), but fast and defined in a few lines.
    static func hash(_ bytes: Data) -> UInt64 {
        bytes.withUnsafeBytes { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }

    /// The file this process runs.
    private static var ownImage: String? {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        return Bundle.main.executablePath
        #endif
    }
}
