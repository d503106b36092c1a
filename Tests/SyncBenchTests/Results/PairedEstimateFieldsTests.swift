@testable import SyncBench
import Testing

@Suite("A paired estimate's metadata value is written as it always was, field by field, and read back by name")
struct PairedEstimateFieldsTests {
    static let line = "benchmark=cache threads=2 first=my%20lock second=pthread_mutex ratio=0.838 ci_low=0.837 ci_high=0.839 "
        + "ci_level=0.9515590667724609 pairs=20 settled=yes first_ns=10.1 second_ns=12.0 moved=0.8:1.1 workload=read%2095 "
        + "placements=68.1-132.0:40:0.78:0.75:0.81"

    @Test("Every field, in the order older builds wrote them")
    func writesTheSameText() throws {
        var estimate = PairedEstimate(
            benchmark: .cache, threads: 2, first: "my lock", second: "pthread_mutex", pairs: 20, ratio: 0.838, lower: 0.837, upper: 0.839,
            confidence: 0.9515590667724609, settled: true, firstNanoseconds: 10.1, secondNanoseconds: 12
        )
        estimate.moved = .init(early: 0.8, late: 1.1)
        estimate.workload = "read 95"
        estimate.byPlacement = [.init(roundTrip: 68.1...132, pairs: 40, ratio: 0.78, lower: 0.75, upper: 0.81)]
        #expect(estimate.metadataValue == Self.line)
        #expect(PairedEstimate(metadataValue: Self.line) == estimate)
        #expect(PairedEstimateFields.Field.allCases.map(\.rawValue) == [
            "benchmark", "threads", "first", "second", "ratio", "ci_low", "ci_high", "ci_level", "pairs", "settled", "first_ns",
            "second_ns", "moved", "workload", "placements",
        ])
    }

    @Test("Fields read by name: one this build does not know is passed over; a word that is not name=value refuses the line")
    func readsByName() throws {
        let fields = try #require(PairedEstimateFields(parsing: "threads=2  later=1 benchmark=cache first=50%lock"))
        #expect(fields[.benchmark] == "cache" && fields[.threads] == "2" && fields[.ratio] == nil)
        #expect(fields[name: .first] == "50%lock" && fields.text == "benchmark=cache threads=2 first=50%lock")
        for word in ["=cache", "benchmark=", "benchmark"] {
            #expect(PairedEstimateFields(parsing: "threads=2 " + word) == nil, "\(word)")
        }
    }
}
