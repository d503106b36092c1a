/// Which kernels a run measures, and their shapes: the read shares of the cache and tasks kernels, the stripes of
/// the striped kernel.
///
/// Each kernel has a headline shape, its first: the cache and tasks kernels at the first read share, the striped
/// kernel at the first stripe count, padded. At one thread nobody contends, so only the headline is measured there
/// unless the run is `--full`; the other shapes are measured from two threads up.
@usableFromInline package struct KernelSelection: Sendable, Equatable, Codable {
    /// The kernels by name, built in (`KernelKind`) or a package's own (`Kernel.name`); nil for every one.
    package var names: [String]?
    /// The shapes asked for, by kernel name: read shares in percent for `cache` and `tasks`, stripe counts for
    /// `striped`. A kernel not named here takes its standard shapes.
    package var shapes: [String: [Int]]

    /// Makes a selection.
    package init(names: [String]? = nil, shapes: [String: [Int]] = [:]) {
        self.names = names
        self.shapes = shapes
    }

    /// Every kernel, in its standard shapes.
    package static let all = KernelSelection()
    /// No kernel at all.
    @usableFromInline package static let none = KernelSelection(names: [])

    /// Whether the kernel named `name` is measured.
    package func includes(_ name: String) -> Bool {
        names?.contains(name) ?? true
    }

    /// The parameters of each shape `kind` is measured in, headline first.
    /// - Parameter full: every shape the standard lists name, as `--full` asks.
    package func parameters(of kind: KernelKind, full: Bool) -> [WorkloadParameters] {
        let asked = shapes[kind.rawValue]
        switch kind {
        case .cache, .tasks:
            let standard = kind == .cache || full ? KernelKind.standardReadPercents : KernelKind.standardTaskReadPercents
            return (asked ?? standard).map { WorkloadParameters(readPercent: $0, kernel: kind) }
        case .queue:
            return [WorkloadParameters(kernel: .queue)]
        case .striped:
            let shapes: [(stripes: Int, packed: Bool)]
            if let counts = asked ?? (full ? KernelKind.fullStripes : nil) {
                shapes = counts.map { ($0, false) } + counts.filter { $0 > 1 }.map { ($0, true) }
            } else {
                shapes = KernelKind.standardStripes
            }
            return shapes.map { WorkloadParameters(kernel: .striped, stripes: $0.stripes, packedStripes: $0.packed) }
        }
    }
}

extension KernelSelection {
    /// What a kernel's shape value means, and its range: a read share for `cache` and `tasks`, a stripe count for
    /// `striped`; nil for a kernel that takes none (`queue`, a package's own).
    package static func shapeValues(of name: String) -> (what: String, range: ClosedRange<Int>)? {
        switch KernelKind(rawValue: name) {
        case .cache?, .tasks?: ("a read share in %", KernelKind.readPercentRange)
        case .striped?: ("a stripe count", KernelKind.stripeRange)
        case .queue?, nil: nil
        }
    }
}
