/// The two sides of a paired run.
struct PairedRounds {
    let sides: [ForkSlot]
}
