/* Darwin shadow of <sys/_types/_int32_t.h>, as xnu-11215.1.10 bsd/sys/_types/_int32_t.h declares it. */
#ifndef _INT32_T
#define _INT32_T
typedef int int32_t;
#endif
