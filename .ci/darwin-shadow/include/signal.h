/* Darwin shadow of <signal.h>: what syncbench calls, as Libc-1669.0.4 include/signal.h declares it, without
   the assembler labels of __DARWIN_ALIAS. Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _USER_SIGNAL_H
#define _USER_SIGNAL_H

#include <sys/cdefs.h>
#include <sys/signal.h>

__BEGIN_DECLS
int raise(int);
int kill(pid_t, int);
__END_DECLS

#endif
