/* Darwin shadow of <sys/_types/_uintptr_t.h>, as xnu-11215.1.10 bsd/sys/_types/_uintptr_t.h declares it. */
#ifndef _UINTPTR_T
#define _UINTPTR_T
#include <sys/_types.h>
typedef unsigned long uintptr_t;
#endif
