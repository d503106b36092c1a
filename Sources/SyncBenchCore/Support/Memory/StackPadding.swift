import CSyncBench

/// Runs a body lower on the calling thread's stack: how a worker moves everything its loop keeps on the stack
/// (spilled values, return addresses) to another place in its page, by `LayoutDraw.stackPadding`.
@usableFromInline package enum StackPadding {
    /// Calls `body` once from a frame that first reserves `bytes` of stack; the padding costs one call through C
    /// before `body` starts, nothing inside it.
    @usableFromInline package static func run(bytes: Int, _ body: () -> Void) {
        withoutActuallyEscaping(body) { body in
            var box = body
            withUnsafeMutablePointer(to: &box) { pointer in
                csb_call_with_stack_padding(UInt(max(0, bytes)), { context in
                    context!.assumingMemoryBound(to: (() -> Void).self).pointee()
                }, UnsafeMutableRawPointer(pointer))
            }
        }
    }
}
