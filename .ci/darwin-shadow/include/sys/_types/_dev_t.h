/* Darwin shadow of <sys/_types/_dev_t.h>, as xnu-11215.1.10 bsd/sys/_types/_dev_t.h declares it. */
#ifndef _DEV_T
#define _DEV_T
#include <sys/_types.h>
typedef __darwin_dev_t dev_t;
#endif
