/* Darwin shadow of <mach/mach_port.h>, the SDK header MIG generates from xnu-11215.1.10
   osfmk/mach/mach_port.defs: what syncbench calls (routine mach_port_deallocate). */
#ifndef _mach_port_user_
#define _mach_port_user_
#include <sys/cdefs.h>
#include <mach/mach_types.h>
__BEGIN_DECLS
extern kern_return_t mach_port_deallocate(ipc_space_t task, mach_port_name_t name);
__END_DECLS
#endif
