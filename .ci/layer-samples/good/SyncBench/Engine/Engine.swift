struct Engine { let clock = Clock(); var ticks: Int { clock.engineTicks() } }
