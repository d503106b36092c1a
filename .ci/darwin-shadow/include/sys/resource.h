/* Darwin shadow of <sys/resource.h>: what syncbench calls, as xnu-11215.1.10 bsd/sys/resource.h declares it for
   __DARWIN_C_LEVEL >= __DARWIN_C_FULL (the default, and what Swift sees). Not Apple's file: facts. */
#ifndef _SYS_RESOURCE_H_
#define _SYS_RESOURCE_H_

#include <sys/cdefs.h>
#include <sys/_types.h>
#include <sys/_types/_timeval.h>

#define RUSAGE_SELF 0
#define RUSAGE_CHILDREN -1

struct rusage {
    struct timeval ru_utime;
    struct timeval ru_stime;
    long ru_maxrss;
    long ru_ixrss;
    long ru_idrss;
    long ru_isrss;
    long ru_minflt;
    long ru_majflt;
    long ru_nswap;
    long ru_inblock;
    long ru_oublock;
    long ru_msgsnd;
    long ru_msgrcv;
    long ru_nsignals;
    long ru_nvcsw;
    long ru_nivcsw;
};

__BEGIN_DECLS
int getrusage(int, struct rusage *);
__END_DECLS

#endif
