// swift-tools-version:6.0
import PackageDescription

/// syncbench depends on the Swift toolchain alone: no external packages, by design.
let package = Package(
    name: "syncbench",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bench", targets: ["bench"]),
        .library(name: "SyncBench", targets: ["SyncBench"]),
    ],
    targets: [
        /// Raw C loops that give each Swift primitive a twin without any wrapper.
        .target(name: "CSyncBench"),
        /// The engine, the primitives, statistics, results and environment capture.
        .target(name: "SyncBench", dependencies: ["CSyncBench"]),
        /// The suite: which primitives and workloads make up a run.
        .target(name: "Suite", dependencies: ["SyncBench"], path: "Benchmarks"),
        /// The command line, kept in a library so that tests can drive it in-process.
        .target(name: "BenchCLI", dependencies: ["SyncBench", "Suite"]),
        .executableTarget(name: "bench", dependencies: ["BenchCLI"]),
        .testTarget(name: "SyncBenchTests", dependencies: ["SyncBench", "Suite"]),
        .testTarget(name: "BenchCLITests", dependencies: ["BenchCLI"], resources: [.copy("Fixtures")]),
    ]
)
