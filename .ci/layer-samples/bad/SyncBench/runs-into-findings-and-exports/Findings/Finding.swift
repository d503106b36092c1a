/// What a run's figures say in a sentence.
struct Finding {}
