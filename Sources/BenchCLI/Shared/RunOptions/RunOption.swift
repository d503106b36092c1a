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

    /// The name, with its dashes: `--filter`.
    var name: String { option.name }

    /// Declares `option`, which `bench ab` takes unless `inAB` says otherwise.
    init(_ option: CommandOption<RunOptions>, inAB: ABUse = .taken) {
        self.option = option
        self.inAB = inAB
    }
}
