/* Darwin shadow of <_types/_uint32_t.h>, as Libc-1669.0.4 include/_types/_uint32_t.h declares it. */
#ifndef _UINT32_T
#define _UINT32_T
typedef unsigned int uint32_t;
#endif
