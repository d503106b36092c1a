/* Darwin shadow of <sys/_types/_null.h>, as xnu-11215.1.10 bsd/sys/_types/_null.h declares it. */
#ifndef NULL
#define NULL
#include <sys/_types.h>
#define NULL ((void *)0)
#endif
