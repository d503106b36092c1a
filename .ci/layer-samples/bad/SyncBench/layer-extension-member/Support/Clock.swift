struct Clock {
    func now() -> Int { engineTicks() }
}
