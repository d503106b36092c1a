/* Darwin shadow of <sys/_types/_mach_port_t.h>, as xnu-11215.1.10 bsd/sys/_types/_mach_port_t.h declares it. */
#ifndef _MACH_PORT_T
#define _MACH_PORT_T
#include <sys/_types.h>
typedef __darwin_mach_port_t mach_port_t;
#endif
