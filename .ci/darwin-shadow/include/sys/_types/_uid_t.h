/* Darwin shadow of <sys/_types/_uid_t.h>, as xnu-11215.1.10 bsd/sys/_types/_uid_t.h declares it. */
#ifndef _UID_T
#define _UID_T
#include <sys/_types.h>
typedef __darwin_uid_t uid_t;
#endif
