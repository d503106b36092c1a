import SyncBench

/// Parsers for the values of command-line options; each error is one line naming the option.
enum ArgumentValues {
    /// The most worker threads a case may ask for: every worker is a real OS thread with its own stack.
    static let maximumThreads = 1024

    /// A window or warm-up duration with a unit, 1ms...1h: `200ms`, `1.5s`; returns nanoseconds.
    static func duration(_ text: String, option: String) throws(ArgumentValueError) -> UInt64 {
        let nanoseconds = try durationNanoseconds(text, option: option)
        guard nanoseconds >= 1e6, nanoseconds <= 3600e9 else {
            throw ArgumentValueError("\(option) '\(text)' is outside 1ms...1h")
        }
        return UInt64(nanoseconds)
    }

    /// How long `--wait-steady` may wait: a duration, 5s (one window of readings, `SteadyWait.shortestLimit`)...1h.
    static func steadyWaitLimit(_ text: String, option: String) throws(ArgumentValueError) -> UInt64 {
        let nanoseconds = try durationNanoseconds(text, option: option)
        let window = OptionHelp.duration(SteadyWait.shortestLimit)
        guard nanoseconds >= Double(SteadyWait.shortestLimit) else {
            throw ArgumentValueError(
                "\(option) '\(text)' is shorter than one window of readings (\(window)), which could never hold still: give \(window)...1h"
            )
        }
        guard nanoseconds <= 3600e9 else { throw ArgumentValueError("\(option) '\(text)' is outside \(window)...1h") }
        return UInt64(nanoseconds)
    }

    /// A positive duration with a unit (`ns`, `us`, `ms`, `s`, `m`), in nanoseconds.
    private static func durationNanoseconds(_ text: String, option: String) throws(ArgumentValueError) -> Double {
        let units: [(suffix: String, nanoseconds: Double)] = [("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9), ("m", 60e9)]
        guard let unit = units.first(where: { text.hasSuffix($0.suffix) }) else {
            guard Double(text) == nil else { throw ArgumentValueError("\(option) '\(text)' needs a unit: ns, us, ms, s or m (e.g. 200ms)") }
            throw ArgumentValueError("\(option) '\(text)' is not a duration (a number and a unit: ns, us, ms, s or m, e.g. 200ms)")
        }
        guard let value = Double(text.dropLast(unit.suffix.count)), value.isFinite else {
            throw ArgumentValueError("\(option) '\(text)' is not a duration (e.g. 200ms)")
        }
        guard value > 0 else {
            throw ArgumentValueError("\(option) must be positive, not '\(text)'")
        }
        return value * unit.nanoseconds
    }

    /// A comma-separated list of work durations, each 0 or 1ns...10ms (`0,50ns,1us`); returned in nanoseconds, sorted.
    static func workDurations(_ text: String, option: String) throws(ArgumentValueError) -> [Double] {
        var values: Set<Double> = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if item == "0" {
                values.insert(0)
                continue
            }
            let nanoseconds = try durationNanoseconds(item, option: option)
            guard nanoseconds >= 1, nanoseconds <= 1e7 else {
                throw ArgumentValueError("\(option) '\(item)' is outside 0 or 1ns...10ms")
            }
            values.insert(nanoseconds.rounded())
        }
        return values.sorted()
    }

    /// A comma-separated list of thread counts, each 1...1024; returned sorted, without repeats.
    static func threadCounts(_ text: String, option: String) throws(ArgumentValueError) -> [Int] {
        var counts: Set<Int> = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let count = Int(item) else {
                throw ArgumentValueError("\(option) '\(text)': '\(item)' is not a whole number")
            }
            guard count >= 1 else {
                throw ArgumentValueError("\(option) '\(text)': a thread count must be at least 1")
            }
            guard count <= maximumThreads else {
                throw ArgumentValueError(
                    "\(option) '\(text)': \(count) is above the cap of \(maximumThreads) (each worker is a real OS thread)"
                )
            }
            counts.insert(count)
        }
        return counts.sorted()
    }

    /// `--kernels`: `none`, or a comma-separated list of kernel names, each with its shapes after `=` where it takes
    /// them, `/` between them (`cache=95/50,striped=8/64,queue`). Names are checked against the catalog later;
    /// a shape value out of its kernel's range, or one given to a kernel that takes none, is refused here.
    static func kernels(_ text: String, option: String) throws(ArgumentValueError) -> KernelSelection {
        if text == "none" { return .none }
        var selection = KernelSelection(names: [])
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            guard !name.isEmpty else { throw ArgumentValueError("\(option) '\(text)': an empty kernel name") }
            if !(selection.names ?? []).contains(name) { selection.names?.append(name) }
            guard parts.count == 2 else { continue }
            guard let (what, range) = KernelSelection.shapeValues(of: name) else {
                throw ArgumentValueError("\(option) '\(text)': \(name) takes no shape")
            }
            var values: [Int] = []
            for value in parts[1].split(separator: "/", omittingEmptySubsequences: false) {
                guard let number = Int(value) else {
                    throw ArgumentValueError("\(option) '\(text)': '\(value)' is not a whole number (\(name) takes \(what))")
                }
                guard range.contains(number) else {
                    throw ArgumentValueError("\(option) '\(text)': \(what) must be within \(range.lowerBound)...\(range.upperBound), not \(number)")
                }
                if !values.contains(number) { values.append(number) }
            }
            selection.shapes[name] = values
        }
        return selection
    }

    /// A whole number within `range`.
    static func integer(_ text: String, option: String, in range: ClosedRange<Int>) throws(ArgumentValueError) -> Int {
        guard let value = Int(text) else {
            throw ArgumentValueError("\(option) '\(text)' is not a whole number")
        }
        guard range.contains(value) else {
            throw ArgumentValueError("\(option) must be within \(range.lowerBound)...\(range.upperBound), not \(value)")
        }
        return value
    }

    /// A parser of whole numbers within `range`, for an option's declaration (`CommandOption.value`).
    static func integer(in range: ClosedRange<Int>) -> @Sendable (String, String) throws(ArgumentValueError) -> Int {
        { text, option throws(ArgumentValueError) in try integer(text, option: option, in: range) }
    }

    /// `--forks N[/D]`: the forks of each case, 1 to 100, and the time to spread them over, if given.
    static func forks(_ text: String, option: String) throws(ArgumentValueError) -> (count: Int, spread: UInt64?) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let count = try integer(parts[0], option: option, in: 1...100)
        guard parts.count == 2 else { return (count, nil) }
        guard count > 1 else { throw ArgumentValueError("\(option) '\(text)': one fork cannot be spread; give 2 or more, e.g. 10/5m") }
        return (count, try duration(parts[1], option: option))
    }

    /// A proportion written as a percentage or a fraction: `5%` or `0.05`; returns the fraction, within `range`.
    static func fraction(_ text: String, option: String, in range: ClosedRange<Double>) throws(ArgumentValueError) -> Double {
        let isPercent = text.hasSuffix("%")
        guard let number = Double(isPercent ? String(text.dropLast()) : text), number.isFinite else {
            throw ArgumentValueError("\(option) '\(text)' is not a percentage or a fraction (e.g. 5% or 0.05)")
        }
        let value = isPercent ? number / 100 : number
        guard range.contains(value) else {
            let bounds = "\(NumberText.trimmedPercent(range.lowerBound))...\(NumberText.trimmedPercent(range.upperBound))"
            throw ArgumentValueError("\(option) '\(text)' is outside \(bounds) (write 5% or 0.05)")
        }
        return value
    }

    /// A parser of proportions within `range` (`fraction(_:option:in:)`), for an option's declaration.
    static func fraction(in range: ClosedRange<Double>) -> @Sendable (String, String) throws(ArgumentValueError) -> Double {
        { text, option throws(ArgumentValueError) in try fraction(text, option: option, in: range) }
    }

    /// How progress is shown: one of `ProgressMode`'s names.
    static func pinningPolicy(_ text: String, option: String) throws(ArgumentValueError) -> PinningPolicy {
        guard let policy = PinningPolicy(rawValue: text) else {
            throw ArgumentValueError("\(option) '\(text)' is not one of \(PinningPolicy.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return policy
    }

    static func progressMode(_ text: String, option: String) throws(ArgumentValueError) -> ProgressMode {
        guard let mode = ProgressMode(rawValue: text) else {
            throw ArgumentValueError("\(option) '\(text)' is not one of \(ProgressMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }

    /// A paired run's budget: a duration of at least a second, time enough for a pair, and at most an hour.
    static func pairBudget(_ text: String, option: String) throws(ArgumentValueError) -> UInt64 {
        let budget = try durationNanoseconds(text, option: option)
        guard budget >= 1e9 else { throw ArgumentValueError("\(option) '\(text)' is too short to measure a pair: give at least 1s") }
        guard budget <= 3600e9 else { throw ArgumentValueError("\(option) '\(text)' is outside 1s...1h") }
        return UInt64(budget)
    }

    /// A comparison's threshold: a fraction from 0.1% to 100%, as `5%` or `0.05`.
    static func threshold(_ text: String, option: String) throws(ArgumentValueError) -> Double {
        try fraction(text, option: option, in: 0.001...1)
    }

    /// A probability strictly between 0 and 1, e.g. `0.05`.
    static func probability(_ text: String, option: String) throws(ArgumentValueError) -> Double {
        guard let value = Double(text), value > 0, value < 1 else {
            throw ArgumentValueError("\(option) '\(text)' must be a number between 0 and 1 (e.g. 0.05)")
        }
        return value
    }
}

/// A bad option value; the caller adds the usage text.
struct ArgumentValueError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
