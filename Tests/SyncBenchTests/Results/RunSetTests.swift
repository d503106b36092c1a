import SyncBench
import Testing

@Suite("Several runs side by side, and the quoted claims")
struct RunSetTests {
    static func file(host: String?, cpus: String, _ primitives: [String]) -> ResultsFile {
        ResultsFile(
            metadata: (host.map { [("host", $0)] } ?? []) + [("platform", "Linux"), ("effective_cpus", cpus)],
            results: primitives.map { findingRow(.uncontended, $0, ns: 12) }
        )
    }

    @Test func runsAreLabelledByHostUniqueAndWithoutSpaces() {
        let runs = RunSet([
            ("a.csv", Self.file(host: "vm", cpus: "2", [])), ("b.csv", Self.file(host: "vm", cpus: "2", [])),
            ("c.csv", Self.file(host: "my mac, office", cpus: "8", [])), ("d.csv", Self.file(host: nil, cpus: "2", [])),
        ])
        #expect(runs.runs.map(\.label) == ["vm", "vm-2", "my_mac_office", "unknown"])
    }

    @Test("A second run of one host on another CPU is labelled by the CPU, where its file names it")
    func sameHostOtherCPU() {
        var amd = Self.file(host: "vm", cpus: "2", [])
        amd.setMetadata("cpu_id", "AuthenticAMD family 26 model 2 stepping 1")
        var intel = Self.file(host: "vm", cpus: "2", [])
        intel.setMetadata("cpu_id", "GenuineIntel family 6 model 207 stepping 2")
        let runs = RunSet([("old.csv", Self.file(host: "vm", cpus: "2", [])), ("amd.csv", amd), ("intel.csv", intel), ("again.csv", amd)])
        #expect(runs.runs.map(\.label) == ["vm", "vm-amd-f26m2", "vm-intel-f6m207", "vm-amd-f26m2-2"])
        // Two runs on one CPU are one machine's: numbered, not named after a CPU they share.
        #expect(RunSet([("a.csv", amd), ("b.csv", amd), ("c.csv", intel)]).runs.map(\.label) == ["vm", "vm-2", "vm-intel-f6m207"])
    }

    @Test func casesAreMatchedByKeyAndOneSidedOnesSaySo() {
        let runs = RunSet([
            ("linux.csv", Self.file(host: "vm", cpus: "2", ["pthread_mutex", "pthread_mutex_adaptive"])),
            ("mac.csv", Self.file(host: "mac", cpus: "8", ["pthread_mutex", "os_unfair_lock"])),
        ])
        let cases = runs.cases
        #expect(cases.map(\.key.primitive) == ["pthread_mutex", "pthread_mutex_adaptive", "os_unfair_lock"])
        #expect(cases.map { $0.results.map { $0 != nil } } == [[true, true], [true, false], [false, true]])
        #expect(cases.map { $0.onlyIn(runs.runs) } == [nil, ["vm"], ["mac"]])
    }

    @Test func theMergedFileCarriesEachRunsLabelInTheHostColumn() throws {
        let runs = RunSet([
            ("linux.csv", Self.file(host: "vm", cpus: "2", ["pthread_mutex"])),
            ("mac.csv", Self.file(host: "mac", cpus: "8", ["os_unfair_lock"])),
        ])
        let text = runs.mergedText
        #expect(text.contains("\n# platform: Linux\n"))
        #expect(text.contains("\n# effective_cpus: 2 8\n"))
        #expect(text.contains("\n# runs: vm: Linux, 2 CPUs | mac: Linux, 8 CPUs\n"))
        #expect(text.contains("\nvm,uncontended,pthread_mutex,lock,unknown,"))
        #expect(text.contains("\nmac,uncontended,os_unfair_lock,lock,unknown,"))
        let merged = try ResultsFile(parsing: text)
        #expect(merged.results.map(\.primitive) == ["pthread_mutex", "os_unfair_lock"])
    }

    @Test("A name the chart script cannot take gets a stand-in of its own, and the script is told the real name")
    func chartNames() {
        let names = ChartNames(["pthread_mutex", "my lock", "my_lock", "a@b", "a b", "", "my lock", "x\ty\n", "verrou à moi", "a-b.c"])
        #expect(names.standIns == [
            "my lock": "my_lock_2", "a@b": "a_b", "a b": "a_b_2", "": "_", "x\ty\n": "x_y_", "verrou à moi": "verrou___moi",
        ])
        #expect(names.standIn(for: "pthread_mutex") == "pthread_mutex" && names.standIn(for: "a-b.c") == "a-b.c")
        #expect(names.legendList == "my_lock_2 my lock\u{1E}a_b a@b\u{1E}a_b_2 a b\u{1E}_ \u{1E}x_y_ x y \u{1E}verrou___moi verrou à moi\u{1E}")
        #expect(ChartNames(["pthread_mutex", "Mutex"]).legendList.isEmpty)
    }

    @Test func theMergedFileNamesEachPrimitiveByItsChartStandIn() throws {
        let runs = RunSet([
            ("a.csv", Self.file(host: "vm", cpus: "2", ["my lock@x", "pthread_mutex"])),
            ("b.csv", Self.file(host: "mac", cpus: "8", ["my lock@x"])),
        ])
        let merged = try ResultsFile(parsing: runs.mergedText)
        #expect(merged.results.map(\.primitive) == ["my_lock_x", "pthread_mutex", "my_lock_x"])
        #expect(runs.chartNames.legendList == "my_lock_x my lock@x\u{1E}")
    }

    @Test func aClaimIsMeasuredByItsPrimitiveElseItsStandInAndJudgedByTheInterval() throws {
        let claim = try #require(QuotedClaim.all.first { $0.subject == "os_unfair_lock" })
        let linux = [findingRow(.uncontended, "Mutex", ns: 11.1), findingRow(.uncontended, "pthread_mutex", ns: 13)]
        let standIn = try #require(claim.measurement(in: linux))
        #expect(standIn.primitive == "Mutex" && standIn.standIn && standIn.standing == .above)
        let darwin = linux + [findingRow(.uncontended, "os_unfair_lock", ns: 7)]
        let own = try #require(claim.measurement(in: darwin))
        #expect(own.primitive == "os_unfair_lock" && !own.standIn && own.standing == .within)
        let semaphore = try #require(QuotedClaim.all.first { $0.subject == "DispatchSemaphore" })
        #expect(semaphore.measurement(in: [findingRow(.uncontended, "DispatchSemaphore", ns: 11.7)])?.standing == .below)
        var failed = findingRow(.uncontended, "DispatchSemaphore", ns: 25)
        failed.status = .noProgress
        #expect(semaphore.measurement(in: [failed]) == nil)
        let synchronized = try #require(QuotedClaim.all.first { $0.subject == "@synchronized" })
        #expect(synchronized.measurement(in: darwin) == nil, "nothing stands in for @synchronized where it does not exist")
        let measured = try #require(synchronized.measurement(in: darwin + [findingRow(.uncontended, "synchronized", ns: 48)]))
        #expect(measured.primitive == "synchronized" && !measured.standIn && measured.standing == .below)
    }
}
