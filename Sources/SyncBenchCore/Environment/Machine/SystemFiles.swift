/// Parsers for the kernel's text files, kept apart from the reading so that tests can feed them fixed text.
@usableFromInline package enum SystemFiles {
    /// The first `model name` in `/proc/cpuinfo` (x86), else its `Hardware` or `CPU part` line.
    package static func cpuModel(cpuinfo: String) -> String? {
        for key in ["model name", "Hardware", "CPU part"] {
            for line in cpuinfo.split(separator: "\n") {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingSpaces == key {
                    return String(parts[1].trimmingSpaces)
                }
            }
        }
        return nil
    }

    /// The first processor's identity in a `/proc/cpuinfo`: `AuthenticAMD family 26 model 2 stepping 1` on x86,
    /// `implementer 0x41 part 0xd0c variant 0x3 revision 1` on arm64; nil when it names neither.
    package static func cpuIdentity(cpuinfo: String) -> String? {
        var fields: [Substring: Substring] = [:]
        for line in cpuinfo.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingSpaces.isEmpty, !fields.isEmpty { break }
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, fields[parts[0].trimmingSpaces] == nil { fields[parts[0].trimmingSpaces] = parts[1].trimmingSpaces }
        }
        if let family = fields["cpu family"], let model = fields["model"] {
            let vendor = fields["vendor_id"].map { "\($0) " } ?? ""
            return "\(vendor)family \(family) model \(model) stepping \(fields["stepping"] ?? "unknown")"
        }
        if let implementer = fields["CPU implementer"], let part = fields["CPU part"] {
            return "implementer \(implementer) part \(part) variant \(fields["CPU variant"] ?? "?") revision \(fields["CPU revision"] ?? "?")"
        }
        return nil
    }

    /// The CPUs a `Cpus_allowed_list` line of `/proc/self/status` names, e.g. `0-3,6` is five.
    package static func allowedCPUs(status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else {
            return nil
        }
        let list = line.dropFirst("Cpus_allowed_list:".count).trimmingSpaces
        var count = 0
        for range in list.split(separator: ",") {
            let ends = range.split(separator: "-").compactMap { Int($0.trimmingSpaces) }
            switch ends.count {
            case 1: count += 1
            case 2 where ends[1] >= ends[0]: count += ends[1] - ends[0] + 1
            default: return nil
            }
        }
        return count > 0 ? count : nil
    }

    /// The machine's busy time in clock ticks from the `cpu` line of `/proc/stat`: every column but
    /// idle and iowait (user, nice, system, irq, softirq, steal; guest time is already inside user).
    package static func busyTicks(stat: String) -> UInt64? {
        guard let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        let fields = line.split(separator: " ").dropFirst().compactMap { UInt64($0) }
        guard fields.count >= 8 else { return nil }
        let (user, nice, system, irq, softirq, steal) = (fields[0], fields[1], fields[2], fields[5], fields[6], fields[7])
        return user + nice + system + irq + softirq + steal
    }

    /// The `Threads:` count of a `/proc/self/status`.
    package static func threads(status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Threads:") }) else { return nil }
        return Int(line.dropFirst("Threads:".count).trimmingSpaces)
    }

    /// The effective CPU count: the affinity count, lowered by a cgroup quota (rounded up) if one is set.
    package static func effectiveCPUs(allowed: Int, cgroupLimit: Double?) -> Int {
        guard let cgroupLimit else { return allowed }
        return max(1, min(allowed, Int(cgroupLimit.rounded(.up))))
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var trimmed = self
        while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        return trimmed
    }
}
