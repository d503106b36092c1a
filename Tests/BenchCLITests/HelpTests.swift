@testable import BenchCLI
import Testing

@Suite("Help screens: one screen each, every option with its default")
struct HelpTests {
    /// A screen: 25 lines (the text screen of a PC) of at most 100 columns.
    static let screen = (lines: 25, columns: OptionHelp.maximumWidth)

    @Test("Every help fits one screen", arguments: [["--help"], ["run", "--help"], ["compare", "--help"], ["plot", "--help"], ["list", "--help"], ["ab", "--help"], ["versus", "--help"], ["choose", "--help"]])
    func fitsOneScreen(_ arguments: [String]) {
        let result = bench(arguments: arguments)
        #expect(result.code == .success)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= Self.screen.lines, "\(arguments): \(lines.count) lines")
        for line in lines {
            #expect(line.count <= Self.screen.columns, "\(arguments): \(line.count) columns: \(line)")
        }
    }

    @Test("bench --help lists the commands without repeating a command's options")
    func topHelpListsTheCommands() {
        let out = bench(arguments: ["--help"]).out
        for command in ["run (default)", "list", "compare", "ab BASE [CUR]", "versus A B", "plot", "choose [CSV]"] {
            #expect(out.contains("  \(command)"), "\(command)")
        }
        #expect(!out.contains("--filter"))
        #expect(out.contains("'bench run --help'"))
    }

    @Test("Every option shows in its command's help, on one line with its default", arguments: [
        (["run", "--help"], RunOptions.optionsWithHelpLines), (["compare", "--help"], CompareOptions.options), (["plot", "--help"], PlotOptions.options),
        (["ab", "--help"], ABOptions.options), (["versus", "--help"], VersusOptions.options),
        (["choose", "--help"], ChooseOptions.declarations.map(\.help)),
    ])
    func everyOptionShowsItsDefault(_ arguments: [String], _ options: [OptionHelp]) {
        let lines = bench(arguments: arguments).out.split(separator: "\n")
        for option in options {
            let line = lines.first { $0.hasPrefix("  \(option.name) ") }
            #expect(line?.contains("(default: \(option.defaultValue))") == true, "\(option.name): \(String(describing: line))")
        }
        #expect(lines.contains { $0.hasPrefix("  -h, --help") } || lines[0].contains("(-h, --help: this)"))
    }

    @Test("A run option without a help line of its own is named on another's")
    func optionsWithoutALineAreNamed() {
        let help = bench(arguments: ["run", "--help"]).out
        let folded = RunOptions.declarations.filter { !$0.hasHelpLine }
        #expect(!folded.isEmpty)
        for option in folded {
            #expect(!help.contains("\n  \(option.name) ") && help.contains(option.name), "\(option.name)")
        }
    }

    /// A value each option accepts.
    static let examples: [String: String] = [
        "--filter": "NS", "--threads": "1,2", "--forks": "3", "--duration": "20ms", "--warmup": "10ms", "--repetitions": "3",
        "--rounds": "2", "--critical": "0,50ns", "--think": "0,1us", "--case-timeout": "10s", "--output": "x.csv",
        "--baseline": "base.csv", "--slowdown": "15%", "--threshold": "7%", "--alpha": "0.01", "--equivalence": "0.05", "--format": "json",
        "--progress": "lines", "--wait-steady": "30s", "--seed": "42", "--pair-findings": "off", "--kernels": "cache=95/50,queue",
        "--placement": "compact",
    ]

    @Test("Every option the help shows, the parser accepts (it refuses every other)")
    func theHelpIsTheParsersList() throws {
        for option in RunOptions.options {
            // Rounds share windows within one process, so they come with --forks 1.
            _ = try RunOptions.parse([option.name] + Self.example(option) + (option.name == "--rounds" ? ["--forks", "1"] : []))
        }
        for option in CompareOptions.options {
            _ = try CompareOptions.parse(["a.csv", "b.csv", option.name] + Self.example(option))
        }
        for option in PlotOptions.options {
            // A missing CSV is a data error (65), found only once the options were accepted.
            let result = bench(arguments: ["plot", "/nonexistent/run.csv", option.name] + Self.example(option))
            #expect(result.code == .dataError, "\(option.name): \(result.err)")
        }
        for option in ChooseOptions.declarations.map(\.help) {
            _ = try ChooseOptions.parse(["a.csv", option.name] + Self.example(option))
        }
    }

    static func example(_ option: OptionHelp) -> [String] {
        guard option.value != nil else { return [] }
        let value = examples[option.name]
        #expect(value != nil, "no example value for \(option.name)")
        return [value ?? ""]
    }

    @Test func durationsAreWrittenAsOnTheCommandLine() {
        #expect(OptionHelp.duration(200_000_000) == "200ms")
        #expect(OptionHelp.duration(2_000_000_000) == "2s")
        #expect(OptionHelp.duration(50_000) == "50us")
        #expect(OptionHelp.duration(1_500_000) == "1500us")
        #expect(OptionHelp.duration(50) == "50ns")
    }
}
