/// Which kernels a run measures, and their shapes: the read shares of the cache and tasks kernels, the stripes of
/// the striped kernel.
///
/// Each kernel has a headline shape, its first: the cache and tasks kernels at the first read share, the striped
/// kernel at the first stripe count, padded. At one thread nobody contends, so only the headline is measured there
/// unless the run is `--full`; the other shapes are measured from two threads up.
public struct KernelSelection: Sendable, Equatable, Codable {
    /// The kernels by name, built in (`KernelKind`) or a package's own (`Kernel.name`); nil for every one.
    public var names: [String]?
    /// The read shares of the cache and tasks kernels, in percent; nil for each kernel's standard ones.
    public var readPercents: [Int]?
    /// The striped kernel's stripe counts; nil for the standard shapes.
    public var stripes: [Int]?

    /// Makes a selection.
    public init(names: [String]? = nil, readPercents: [Int]? = nil, stripes: [Int]? = nil) {
        self.names = names
        self.readPercents = readPercents
        self.stripes = stripes
    }

    /// Every kernel, in its standard shapes.
    public static let all = KernelSelection()
    /// No kernel at all.
    public static let none = KernelSelection(names: [])

    /// Whether the kernel named `name` is measured.
    public func includes(_ name: String) -> Bool {
        names?.contains(name) ?? true
    }

    /// The shapes `kind` is measured in, headline first.
    /// - Parameter full: every shape at every stripe count the standard list names, as `--full` asks.
    public func shapes(of kind: KernelKind, full: Bool) -> [WorkloadParameters] {
        switch kind {
        case .cache, .tasks:
            let standard = kind == .cache || full ? KernelKind.standardReadPercents : KernelKind.standardTaskReadPercents
            return (readPercents ?? standard).map { WorkloadParameters(readPercent: $0, kernel: kind) }
        case .queue:
            return [WorkloadParameters(kernel: .queue)]
        case .striped:
            let shapes: [(stripes: Int, packed: Bool)]
            if let stripes {
                shapes = stripes.map { ($0, false) } + stripes.filter { $0 > 1 }.map { ($0, true) }
            } else if full {
                shapes = KernelKind.fullStripes.map { ($0, false) } + KernelKind.fullStripes.filter { $0 > 1 }.map { ($0, true) }
            } else {
                shapes = KernelKind.standardStripes
            }
            return shapes.map { WorkloadParameters(kernel: .striped, stripes: $0.stripes, packedStripes: $0.packed) }
        }
    }
}
