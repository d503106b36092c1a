/// One option of `bench run`, declared once: its help line and what it does (`option`), and whether `bench ab`,
/// which measures with run options too, takes it.
struct RunOption: Sendable {
    /// Whether `bench ab` takes a run option.
    enum ABUse: Sendable, Equatable {
        /// ab forwards it to the run options both sides measure with, unless an option of ab's own has its name.
        case taken
        /// ab refuses it with this reason: it means nothing in a paired run.
        case refused(String)
    }

    /// The option's help line and what it does to `RunOptions`.
    let option: CommandOption<RunOptions>
    /// Whether `bench ab` takes it.
    let inAB: ABUse
    /// Whether the help gives it a line of its own; false for a flag that another option's line names (`--force`,
    /// on `--output`'s), so that the help stays one screen.
    let hasHelpLine: Bool

    /// The name, with its dashes: `--filter`.
    var name: String { option.name }

    /// Declares `option`, which `bench ab` takes unless `inAB` says otherwise, on a help line of its own unless
    /// `hasHelpLine` is false.
    init(_ option: CommandOption<RunOptions>, inAB: ABUse = .taken, hasHelpLine: Bool = true) {
        self.option = option
        self.inAB = inAB
        self.hasHelpLine = hasHelpLine
    }
}
