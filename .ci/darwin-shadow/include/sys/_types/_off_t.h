/* Darwin shadow of <sys/_types/_off_t.h>, as xnu-11215.1.10 bsd/sys/_types/_off_t.h declares it. */
#ifndef _OFF_T
#define _OFF_T
#include <sys/_types.h>
typedef __darwin_off_t off_t;
#endif
