/* Darwin shadow of <sys/_types/_size_t.h>, as xnu-11215.1.10 bsd/sys/_types/_size_t.h declares it. */
#ifndef _SIZE_T
#define _SIZE_T
#include <sys/_types.h>
typedef __darwin_size_t size_t;
#endif
