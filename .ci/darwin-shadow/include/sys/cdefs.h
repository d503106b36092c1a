/* Darwin shadow of <sys/cdefs.h>: the macros the other shadow headers use, as xnu-11215.1.10 bsd/sys/cdefs.h
   defines them (the macOS 15.0 SDK of Xcode 16.0). Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _CDEFS_H_
#define _CDEFS_H_

#define __BEGIN_DECLS
#define __END_DECLS
#define __dead2 __attribute__((__noreturn__))
#define __restrict restrict
/* __swift_unavailable_from_async: Swift rejects the call from an async context. */
#define __swift_unavailable_from_async(_msg) __attribute__((__swift_attr__("@_unavailableFromAsync(message: \"" _msg "\")")))
/* -fbounds-safety annotations: nothing outside that mode. */
#define __sized_by(N)

#endif
