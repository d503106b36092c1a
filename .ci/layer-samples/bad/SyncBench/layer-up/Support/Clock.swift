struct Clock { let engine: Engine? = nil }
