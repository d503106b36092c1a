/* Darwin shadow of <sys/_types/_blksize_t.h>, as xnu-11215.1.10 bsd/sys/_types/_blksize_t.h declares it. */
#ifndef _BLKSIZE_T
#define _BLKSIZE_T
#include <sys/_types.h>
typedef __darwin_blksize_t blksize_t;
#endif
