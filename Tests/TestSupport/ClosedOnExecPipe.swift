import CSyncBench

/// A pipe's reading and writing descriptors, made so that no child another test's thread spawns meanwhile can
/// inherit them (`csb_pipe_closed_on_exec`); nil when no pipe could be made.
///
/// A test that closes the reading end to see a write fail, or a child's write fail, must hold the only reading
/// end: a plain `pipe()` made while another test spawned a process left a copy in that process, and under load
/// the write went through (2026-11-27, `.ci/run`'s sanitizer runs beside busy loops).
package func closedOnExecPipe() -> (reading: Int32, writing: Int32)? {
    var ends: [Int32] = [0, 0]
    return csb_pipe_closed_on_exec(&ends) == 0 ? (ends[0], ends[1]) : nil
}
