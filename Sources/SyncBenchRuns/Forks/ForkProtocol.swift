import SyncBenchCore
import SyncBenchResults
import Foundation

/// The protocol a parent and its forks speak, one JSON object a line in each direction.
///
/// A fork writes a `ForkReport.hello` first, before it reads anything: the protocol version, its build's
/// fingerprint, debug or release, and a hash of its suite. The parent checks it and refuses a fork that speaks
/// another version or, within one run, runs another build or lays out another suite. Only once the hello is
/// accepted does the parent send one `ForkSession` (the
/// options every case is laid out from) and one `ForkStep` at a time, each addressing a case by its label with
/// the plan to measure it under; the fork answers each step with `starting` and `measured` (or `unknownCase`).
/// The end of the fork's input ends the session. Steps are small lines, sent one at a time, so the parent never
/// blocks writing to a fork that does not read.
@usableFromInline package enum ForkProtocol {
    /// The version both sides must speak; it changes whenever a message changes.
    package static let version = 6
}

/// The first line of every fork: who it is.
package struct ForkHello: Sendable, Codable, Equatable {
    /// The fork protocol version it speaks.
    package var protocolVersion: Int
    /// Its build's fingerprint (`BuildFingerprint`).
    package var build: String
    /// `debug` or `release`.
    package var configuration: String
    /// A hash of its suite's case list (`suite(of:)`): two builds with the same cases agree.
    package var suite: String

    /// Makes a hello.
    package init(protocolVersion: Int = ForkProtocol.version, build: String, configuration: String, suite: String) {
        self.protocolVersion = protocolVersion
        self.build = build
        self.configuration = configuration
        self.suite = suite
    }
}

/// What every fork needs to lay out the parent's cases: structured options, not a command line, so that a fork
/// of another build with other options of its own can take part.
package struct ForkSession: Sendable, Codable, Equatable {
    /// The shape of the cases: thread counts, sweeps, and the CPUs the parent counted (the fork lays out the
    /// cases for that count, not its own).
    package var matrix: CaseMatrix
    /// For a deliberately slowed side, the extra work inside each lock, by subject name.
    package var slowdown: [String: SlowdownWork]
    /// Whether the suite includes the lock that never grants itself (`--inject-deadlock`).
    package var injectDeadlock: Bool
    /// Whether a debug build may measure (`--allow-debug`); a debug fork refuses otherwise.
    package var allowDebug: Bool

    /// Makes a session.
    package init(matrix: CaseMatrix, slowdown: [String: SlowdownWork] = [:], injectDeadlock: Bool = false, allowDebug: Bool = false) {
        self.matrix = matrix
        self.slowdown = slowdown
        self.injectDeadlock = injectDeadlock
        self.allowDebug = allowDebug
    }

    /// The subjects of `catalog` this session measures: with the lock that never grants itself when asked for,
    /// and each lock named in `slowdown` slowed by its work. The parent and every fork lay out the same cases
    /// from them.
    package func subjects(of catalog: Catalog) -> Catalog {
        var subjects = (injectDeadlock ? catalog.adding([.deadlockTest]) : catalog).subjects
        for (index, subject) in subjects.enumerated() {
            if let work = slowdown[subject.name], let slowed = subject.slowed(by: work) { subjects[index] = slowed }
        }
        return Catalog(subjects)
    }

    /// The cases of `catalog` this session measures.
    package func cases(of catalog: Catalog) -> [BenchmarkCase] {
        matrix.cases(subjects(of: catalog))
    }

    /// The same session with no slowdown: the baseline side of a slowed paired run.
    package var withoutSlowdown: ForkSession {
        var session = self
        session.slowdown = [:]
        return session
    }
}

/// One measurement the parent asks of a fork: a case by its label, under a plan; `index` numbers the steps of
/// the session from 0, in the order sent.
package struct ForkStep: Sendable, Codable {
    /// The step's place in the session.
    package var index: Int
    /// The case's label (`BenchmarkCase.label`).
    package var label: String
    /// The plan to measure it under.
    package var plan: RunPlan

    /// Makes a step.
    package init(index: Int, label: String, plan: RunPlan) {
        self.index = index
        self.label = label
        self.plan = plan
    }
}

/// What a parent sends a fork, one a line.
enum ForkRequest: Codable {
    /// The options to lay the cases out from; the first line.
    case session(ForkSession)
    /// A measurement.
    case step(ForkStep)
}

/// What a fork reports, one a line. Visible to the package (not to users) so that its test doubles can speak it.
package enum ForkReport: Codable, Equatable {
    /// Who the fork is; its first line.
    case hello(ForkHello)
    /// The fork is about to measure step `index`.
    case starting(index: Int)
    /// The fork measured step `index`.
    case measured(index: Int, measurement: RunMeasurement)
    /// The fork's build has no case with step `index`'s label.
    case unknownCase(index: Int)
    /// The fork will not serve this session, for `reason`; it exits after saying so.
    case refused(reason: String)
}

/// A plan travels to a fork without its stop signal: a fork is stopped by its parent, which kills it.
extension RunPlan: Codable {
    private enum CodingKeys: String, CodingKey {
        case threads, warmupNanoseconds, windowNanoseconds, repetitions, targetBatchNanoseconds, fixedBatch
        case latencySampling, parameters, stopGraceNanoseconds, workerCPUs
    }

    @usableFromInline package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            threads: try container.decode(Int.self, forKey: .threads),
            warmupNanoseconds: try container.decode(UInt64.self, forKey: .warmupNanoseconds),
            windowNanoseconds: try container.decode(UInt64.self, forKey: .windowNanoseconds),
            repetitions: try container.decode(Int.self, forKey: .repetitions),
            targetBatchNanoseconds: try container.decode(Double.self, forKey: .targetBatchNanoseconds),
            fixedBatch: try container.decodeIfPresent(Int.self, forKey: .fixedBatch),
            latencySampling: try container.decode(Bool.self, forKey: .latencySampling),
            parameters: try container.decode(WorkloadParameters.self, forKey: .parameters),
            stopGraceNanoseconds: try container.decode(UInt64.self, forKey: .stopGraceNanoseconds)
        )
        workerCPUs = try container.decodeIfPresent([Int].self, forKey: .workerCPUs)
    }

    @usableFromInline package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(threads, forKey: .threads)
        try container.encode(warmupNanoseconds, forKey: .warmupNanoseconds)
        try container.encode(windowNanoseconds, forKey: .windowNanoseconds)
        try container.encode(repetitions, forKey: .repetitions)
        try container.encode(targetBatchNanoseconds, forKey: .targetBatchNanoseconds)
        try container.encodeIfPresent(fixedBatch, forKey: .fixedBatch)
        try container.encode(latencySampling, forKey: .latencySampling)
        try container.encode(parameters, forKey: .parameters)
        try container.encode(stopGraceNanoseconds, forKey: .stopGraceNanoseconds)
        try container.encodeIfPresent(workerCPUs, forKey: .workerCPUs)
    }
}

/// One line of JSON for the fork protocol: compact, no newline inside. Visible to the package (not to users)
/// so that its test doubles can write the lines a fork writes.
package enum ForkWire {
    /// `value` as one line.
    package static func line<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    /// The value a line holds.
    package static func decode<Value: Decodable>(_ type: Value.Type, from line: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(line.utf8))
    }
}
