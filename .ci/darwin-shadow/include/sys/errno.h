/* Darwin shadow of <sys/errno.h>: what syncbench reaches, as xnu-11215.1.10 bsd/sys/errno.h declares it.
   errno is a macro over __error(); Swift reads it through the Swift Darwin module's errno variable
   (.ci/darwin-shadow/swift/Darwin.swift). Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _SYS_ERRNO_H_
#define _SYS_ERRNO_H_

#include <sys/cdefs.h>

__BEGIN_DECLS
extern int * __error(void);
#define errno (*__error())
__END_DECLS

#define ENOENT 2
#define ESRCH 3
#define EINTR 4
#define EINVAL 22
#define ETXTBSY 26
#define ENOSPC 28
#define EPIPE 32
#define ENOTSUP 45
#define ENOSYS 78

#endif
