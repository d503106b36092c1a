/* Darwin shadow of <sys/sysctl.h>: what syncbench calls, as xnu-11215.1.10 bsd/sys/sysctl.h declares it outside
   the kernel. Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _SYS_SYSCTL_H_
#define _SYS_SYSCTL_H_

#include <sys/cdefs.h>
#include <sys/_types/_size_t.h>

__BEGIN_DECLS
int sysctlbyname(const char *, void *__sized_by(*oldlenp), size_t *oldlenp, void *__sized_by(newlen), size_t newlen);
__END_DECLS

#endif
