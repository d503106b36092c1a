/* Darwin shadow of <sched.h>: what syncbench calls, as libpthread-535 include/pthread/sched.h declares it.
   Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _SCHED_H_
#define _SCHED_H_

#include <sys/cdefs.h>

__BEGIN_DECLS
extern int sched_yield(void);
__END_DECLS

#endif
