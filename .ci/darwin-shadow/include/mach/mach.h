/* Darwin shadow of <mach/mach.h>, which xnu-11215.1.10 libsyscall/mach/mach/mach.h makes the Mach interfaces:
   it includes <mach/mach_host.h>, <mach/mach_port.h> and <mach/mach_init.h> directly, and <mach/vm_map.h> through
   <mach/mach_interface.h>. The headers syncbench reaches. */
#ifndef _MACH_H_
#define _MACH_H_
#include <mach/mach_types.h>
#include <mach/mach_host.h>
#include <mach/mach_init.h>
#include <mach/mach_port.h>
#include <mach/vm_map.h>
#endif
