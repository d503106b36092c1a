// swift-tools-version:6.0
import PackageDescription

/// syncbench depends on the Swift toolchain alone: no external packages, by design.
let package = Package(
    name: "syncbench",
    platforms: [.macOS(.v15)],
    // No explicit executable product: `swift run bench` here uses the one SwiftPM makes for the `bench` target of
    // a root package, and a package that depends on this one builds a `bench` of its own (Examples/OwnLock) whose
    // binary an exported `bench` product would overwrite, since a dependency's executable products are built too.
    products: [
        .library(name: "SyncBench", targets: ["SyncBench"]),
        /// The default suite, for a package that adds its own subjects to it (see docs/own-lock.md).
        .library(name: "Suite", targets: ["Suite"]),
        /// The whole `bench` command line, for a package's own `bench` executable: `BenchMain.main(catalog:)`.
        .library(name: "BenchCLI", targets: ["BenchCLI"]),
    ],
    targets: [
        /// The platform's C library (Glibc, Musl or Darwin) re-exported, so that a file imports it in one line.
        .target(name: "Platform"),
        /// Raw C loops that give each Swift primitive a twin without any wrapper.
        .target(name: "CSyncBench"),
        /// What a measurement is: support, environment capture, statistics, the primitives, the engine, the
        /// workloads and the cases.
        .target(name: "SyncBenchCore", dependencies: ["CSyncBench", "Platform"]),
        /// What a measurement becomes: results and their files, findings, comparisons and exports.
        .target(name: "SyncBenchResults", dependencies: ["SyncBenchCore", "Platform"]),
        /// How measurements are made: forks, the suite run and the paired run.
        .target(name: "SyncBenchRuns", dependencies: ["SyncBenchCore", "SyncBenchResults", "Platform"]),
        /// The library a package imports: the three above, re-exported as one module.
        .target(name: "SyncBench", dependencies: ["SyncBenchCore", "SyncBenchResults", "SyncBenchRuns"]),
        /// The suite: which primitives and workloads make up a run.
        .target(name: "Suite", dependencies: ["SyncBench"], path: "Benchmarks"),
        /// The command line, kept in a library so that tests can drive it in-process.
        /// `plot.gnuplot` is its resource, so that `bench plot` works from any package; the package root holds a
        /// symbolic link to it for gnuplot alone.
        .target(name: "BenchCLI", dependencies: ["SyncBench", "Suite", "Platform"], resources: [.copy("Resources/plot.gnuplot")]),
        .executableTarget(name: "bench", dependencies: ["BenchCLI"]),
        /// What the test targets share: a temporary folder that removes itself, a bounded wait for a process, and
        /// the test doubles of forks and of `bench ab`'s sides, played by shell scripts.
        .target(name: "TestSupport", dependencies: ["SyncBench"], path: "Tests/TestSupport"),
        .testTarget(name: "SyncBenchTests", dependencies: ["SyncBench", "SyncBenchCore", "SyncBenchResults", "SyncBenchRuns", "Suite", "TestSupport", "Platform"]),
        .testTarget(name: "BenchCLITests", dependencies: ["BenchCLI", "SyncBenchCore", "SyncBenchResults", "SyncBenchRuns", "TestSupport"], resources: [.copy("Fixtures")]),
    ]
)
