/// Parsers for what `bench system` reads about the host, kept apart from the reading so that tests feed
/// them fixed text.
extension SystemFiles {
    /// The steal ticks and all ticks of the `cpu` line of `/proc/stat` (steal is the eighth number: time
    /// the hypervisor gave to another guest while this one wanted to run).
    package static func stealTicks(stat: String) -> (steal: UInt64, total: UInt64)? {
        guard let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        let fields = line.split(separator: " ").dropFirst().compactMap { UInt64($0) }
        guard fields.count >= 8 else { return nil }
        return (fields[7], fields.prefix(8).reduce(0, +))
    }

    /// The 1-, 5- and 15-minute load averages of `/proc/loadavg`.
    package static func loadAverages(loadavg: String) -> [Double]? {
        let fields = loadavg.split(separator: " ").prefix(3).compactMap { Double($0) }
        return fields.count == 3 ? fields : nil
    }

    /// The CPUs a kernel CPU list names (`0-3,6`, as in `isolated` or `thread_siblings_list`); empty for an
    /// empty list, nil for text that is not one.
    package static func cpuList(_ text: String) -> [Int]? {
        let list = Substring(text).trimmingSpaces.trimmingCharacters(in: "\n")
        guard !list.isEmpty else { return [] }
        var cpus: [Int] = []
        for range in list.split(separator: ",") {
            let ends = range.split(separator: "-").compactMap { Int($0.trimmingSpaces) }
            switch ends.count {
            case 1: cpus.append(ends[0])
            case 2 where ends[1] >= ends[0]: cpus.append(contentsOf: ends[0]...ends[1])
            default: return nil
            }
        }
        return cpus
    }

    /// The kernel's text for a CPU list (ascending), as `cpuList` reads it: runs of two or more CPUs as
    /// `first-last`, joined by commas (`[0, 1, 2, 3, 6]` is `0-3,6`).
    package static func cpuListText(_ cpus: [Int]) -> String {
        var runs: [ClosedRange<Int>] = []
        for cpu in cpus {
            if let last = runs.last, cpu == last.upperBound + 1 { runs[runs.count - 1] = last.lowerBound...cpu } else { runs.append(cpu...cpu) }
        }
        return runs.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
    }

    /// Whether `/proc/cpuinfo` carries the `hypervisor` flag, which x86 guests see; nil when it has no `flags`
    /// line to carry it (arm64 lists `Features`, and its guests see no such flag).
    package static func runsUnderHypervisor(cpuinfo: String) -> Bool? {
        let flags = cpuinfo.split(separator: "\n").filter { $0.hasPrefix("flags") }
        guard !flags.isEmpty else { return nil }
        return flags.contains { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).contains("hypervisor") }
    }
}

extension Substring {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> Substring {
        var trimmed = self
        while let first = trimmed.first, characters.contains(first) { trimmed.removeFirst() }
        while let last = trimmed.last, characters.contains(last) { trimmed.removeLast() }
        return trimmed
    }
}
