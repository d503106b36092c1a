import Suite

/// The top: the one place that knows the default suite.
enum Main {}
