/* Darwin shadow of <sys/_types/_useconds_t.h>, as xnu-11215.1.10 bsd/sys/_types/_useconds_t.h declares it. */
#ifndef _USECONDS_T
#define _USECONDS_T
#include <sys/_types.h>
typedef __darwin_useconds_t useconds_t;
#endif
