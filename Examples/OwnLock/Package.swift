// swift-tools-version:6.0
import PackageDescription

/// A package that measures locks of its own with syncbench, beside the default suite.
let package = Package(
    name: "OwnLock",
    platforms: [.macOS(.v15)],
    products: [
        /// `swift run -c release bench`, as in syncbench itself.
        .executable(name: "bench", targets: ["OwnLockBench"]),
    ],
    dependencies: [
        // In your own package: .package(url: "https://.../syncbench.git", branch: "main")
        .package(name: "syncbench", path: "../.."),
    ],
    targets: [
        /// The locks: what your library ships, in a module of its own as it would be.
        .target(name: "OwnLocks", dependencies: [.product(name: "SyncBench", package: "syncbench")]),
        /// `bench`, with the locks added to the default suite (a target name must be unique in the package graph,
        /// and syncbench's own executable target is already called `bench`).
        .executableTarget(
            name: "OwnLockBench",
            dependencies: [
                "OwnLocks",
                .product(name: "BenchCLI", package: "syncbench"),
                .product(name: "Suite", package: "syncbench"),
                .product(name: "SyncBench", package: "syncbench"),
            ]
        ),
    ]
)
