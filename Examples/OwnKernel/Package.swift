// swift-tools-version:6.0
import PackageDescription

/// A package that measures a structure of its own, an LRU cache, with syncbench's locks.
let package = Package(
    name: "OwnKernel",
    platforms: [.macOS(.v15)],
    products: [
        /// `swift run -c release bench`, as in syncbench itself.
        .executable(name: "bench", targets: ["OwnKernelBench"]),
    ],
    dependencies: [
        // In your own package: .package(url: "https://.../syncbench.git", branch: "main")
        .package(name: "syncbench", path: "../.."),
    ],
    targets: [
        /// The cache and its kernel: what your library ships, in a module of its own as it would be.
        .target(name: "OwnKernels", dependencies: [.product(name: "SyncBench", package: "syncbench")]),
        /// `bench`, measuring the kernel with three locks (a target name must be unique in the package graph, and
        /// syncbench's own executable target is already called `bench`).
        .executableTarget(
            name: "OwnKernelBench",
            dependencies: [
                "OwnKernels",
                .product(name: "BenchCLI", package: "syncbench"),
                .product(name: "SyncBench", package: "syncbench"),
            ]
        ),
    ]
)
