/// A host probe that keeps its readings in a sample.
struct HostProbe {
    let readings: Sample
}
