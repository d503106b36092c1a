/* Darwin shadow of <sys/_types/_nlink_t.h>, as xnu-11215.1.10 bsd/sys/_types/_nlink_t.h declares it. */
#ifndef _NLINK_T
#define _NLINK_T
#include <sys/_types.h>
typedef __uint16_t nlink_t;
#endif
