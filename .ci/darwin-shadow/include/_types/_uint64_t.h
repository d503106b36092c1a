/* Darwin shadow of <_types/_uint64_t.h>, as Libc-1669.0.4 include/_types/_uint64_t.h declares it. */
#ifndef _UINT64_T
#define _UINT64_T
typedef unsigned long long uint64_t;
#endif
