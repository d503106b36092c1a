/* Darwin shadow of <sys/signal.h>: what syncbench reaches, as xnu-11215.1.10 bsd/sys/signal.h declares it.
   Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _SYS_SIGNAL_H_
#define _SYS_SIGNAL_H_

#include <sys/cdefs.h>
#include <sys/_types/_pid_t.h>

#define SIGINT 2
#define SIGKILL 9
#define SIGPIPE 13
#define SIGTERM 15

#define SIG_SETMASK 3

typedef void (*sig_t)(int);

__BEGIN_DECLS
void(*signal(int, void (*)(int)))(int);
__END_DECLS

#endif
