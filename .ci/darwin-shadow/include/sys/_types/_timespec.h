/* Darwin shadow of <sys/_types/_timespec.h>, as xnu-11215.1.10 bsd/sys/_types/_timespec.h declares it. */
#ifndef _STRUCT_TIMESPEC
#define _STRUCT_TIMESPEC struct timespec
#include <sys/_types.h>
_STRUCT_TIMESPEC {
    __darwin_time_t tv_sec;
    long tv_nsec;
};
#endif
