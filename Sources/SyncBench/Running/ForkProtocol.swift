import Foundation

/// What the parent of a forked run tells each fork, and what every fork needs to lay out the same cases.
public struct ForkContext: Sendable, Codable, Equatable {
    /// The CPUs the parent counted: the fork lays out the cases for this count, not its own.
    public var effectiveCPUs: Int
    /// For a deliberately slowed run, the busy-work iterations inside each lock, by subject name.
    public var slowdownIterations: [String: Int]

    /// Makes a context.
    public init(effectiveCPUs: Int, slowdownIterations: [String: Int] = [:]) {
        self.effectiveCPUs = effectiveCPUs
        self.slowdownIterations = slowdownIterations
    }
}

/// One fork's work, sent as one line of JSON on its standard input: the context, the label of every case
/// (so that the fork can check it laid out the same ones), and the measurements to take, in order.
struct ForkOrder: Codable {
    /// One measurement: a case, by its place among the cases, under a plan.
    struct Step: Codable {
        var caseIndex: Int
        var plan: RunPlan
    }

    var context: ForkContext
    var caseLabels: [String]
    var steps: [Step]
}

/// What a fork reports, one JSON object a line on its standard output; steps are numbered by their place in
/// the order.
enum ForkReport: Codable, Equatable {
    /// The fork is about to measure step `index`.
    case starting(index: Int)
    /// The fork measured step `index`.
    case measured(index: Int, measurement: RunMeasurement)
}

/// A plan travels to a fork without its stop signal: a fork is stopped by its parent, which kills it.
extension RunPlan: Codable {
    private enum CodingKeys: String, CodingKey {
        case threads, warmupNanoseconds, windowNanoseconds, repetitions, targetBatchNanoseconds, fixedBatch
        case latencySampling, parameters, stopGraceNanoseconds
    }

    public init(from decoder: any Decoder) throws {
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
    }

    public func encode(to encoder: any Encoder) throws {
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
    }
}

/// One line of JSON for the fork protocol: compact, no newline inside.
enum ForkWire {
    static func line<Value: Encodable>(_ value: Value) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from line: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(line.utf8))
    }
}
