/* Darwin shadow of <sys/_types/_gid_t.h>, as xnu-11215.1.10 bsd/sys/_types/_gid_t.h declares it. */
#ifndef _GID_T
#define _GID_T
#include <sys/_types.h>
typedef __darwin_gid_t gid_t;
#endif
