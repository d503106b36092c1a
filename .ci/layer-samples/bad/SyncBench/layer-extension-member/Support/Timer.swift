struct Timer {
    let clock = Clock()
    var ticks: Int { clock.engineTicks() }
}
