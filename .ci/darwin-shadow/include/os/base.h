/* Darwin shadow of <os/base.h>: the macros <os/lock.h> uses, as xnu-11215.1.10 libkern/os/base.h defines them
   for clang. Not Apple's file: facts, for .ci/check_darwin. */
#ifndef __OS_BASE__
#define __OS_BASE__

#define OS_NOTHROW __attribute__((__nothrow__))
#define OS_NONNULL_ALL __attribute__((__nonnull__))
#define OS_EXPORT extern __attribute__((__visibility__("default")))
#define OS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define OS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define OS_SWIFT_UNAVAILABLE_FROM_ASYNC(msg) \
    __attribute__((__swift_attr__("@_unavailableFromAsync(message: \"" msg "\")")))

#endif
