/* Darwin shadow of <sys/_types/_blkcnt_t.h>, as xnu-11215.1.10 bsd/sys/_types/_blkcnt_t.h declares it. */
#ifndef _BLKCNT_T
#define _BLKCNT_T
#include <sys/_types.h>
typedef __darwin_blkcnt_t blkcnt_t;
#endif
