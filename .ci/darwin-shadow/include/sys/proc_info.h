/* Darwin shadow of <sys/proc_info.h>: what syncbench reads, as xnu-11215.1.10 bsd/sys/proc_info.h declares it.
   PROC_PIDTASKINFO_SIZE (a sizeof) is left out: Swift cannot import it, and the C reads sizeof itself. Not
   Apple's file: facts, for .ci/check_darwin. */
#ifndef _SYS_PROC_INFO_H
#define _SYS_PROC_INFO_H

#include <sys/cdefs.h>
#include <sys/_types/_int32_t.h> /* Apple's reaches these through <sys/types.h> */
#include <_types/_uint64_t.h>

struct proc_taskinfo {
    uint64_t pti_virtual_size;
    uint64_t pti_resident_size;
    uint64_t pti_total_user;
    uint64_t pti_total_system;
    uint64_t pti_threads_user;
    uint64_t pti_threads_system;
    int32_t pti_policy;
    int32_t pti_faults;
    int32_t pti_pageins;
    int32_t pti_cow_faults;
    int32_t pti_messages_sent;
    int32_t pti_messages_received;
    int32_t pti_syscalls_mach;
    int32_t pti_syscalls_unix;
    int32_t pti_csw;
    int32_t pti_threadnum;
    int32_t pti_numrunning;
    int32_t pti_priority;
};

#define PROC_PIDTASKINFO 4

#endif
