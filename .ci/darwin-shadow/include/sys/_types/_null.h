/* Darwin shadow of <sys/_types/_null.h>, as xnu-11215.1.10 bsd/sys/_types/_null.h defines it in C. */
#ifndef NULL
#include <sys/_types.h>
#define NULL __DARWIN_NULL
#endif
