/* Darwin shadow of <sys/_types/_pid_t.h>, as xnu-11215.1.10 bsd/sys/_types/_pid_t.h declares it. */
#ifndef _PID_T
#define _PID_T
#include <sys/_types.h>
typedef __darwin_pid_t pid_t;
#endif
