/* Darwin shadow of <sys/poll.h> (which Libc-1669.0.4 include/poll.h includes): what syncbench calls, as
   xnu-11215.1.10 bsd/sys/poll.h declares it, without the assembler label of __DARWIN_ALIAS_C. Not Apple's
   file: facts, for .ci/check_darwin. */
#ifndef _SYS_POLL_H_
#define _SYS_POLL_H_

#include <sys/cdefs.h>

#define POLLIN 0x0001
#define POLLHUP 0x0010

struct pollfd {
    int fd;
    short events;
    short revents;
};

typedef unsigned int nfds_t;

__BEGIN_DECLS
extern int poll(struct pollfd *, nfds_t, int);
__END_DECLS

#endif
