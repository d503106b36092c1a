extension Clock {
    func engineTicks() -> Int { 0 }
}
