/* Darwin shadow of <sys/_types/_timeval.h>, as xnu-11215.1.10 bsd/sys/_types/_timeval.h declares it. */
#ifndef _STRUCT_TIMEVAL
#define _STRUCT_TIMEVAL struct timeval
#include <sys/_types.h>
_STRUCT_TIMEVAL {
    __darwin_time_t tv_sec;
    __darwin_suseconds_t tv_usec;
};
#endif
