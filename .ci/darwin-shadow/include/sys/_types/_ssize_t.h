/* Darwin shadow of <sys/_types/_ssize_t.h>, as xnu-11215.1.10 bsd/sys/_types/_ssize_t.h declares it. */
#ifndef _SSIZE_T
#define _SSIZE_T
#include <sys/_types.h>
typedef __darwin_ssize_t ssize_t;
#endif
