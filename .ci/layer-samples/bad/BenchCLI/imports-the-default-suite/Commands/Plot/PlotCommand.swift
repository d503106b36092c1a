import Foundation
@preconcurrency import Suite

/// A command that reads the default suite instead of its context's catalog.
enum PlotCommand {}
