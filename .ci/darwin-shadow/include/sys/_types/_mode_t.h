/* Darwin shadow of <sys/_types/_mode_t.h>, as xnu-11215.1.10 bsd/sys/_types/_mode_t.h declares it. */
#ifndef _MODE_T
#define _MODE_T
#include <sys/_types.h>
typedef __darwin_mode_t mode_t;
#endif
