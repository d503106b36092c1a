/* Darwin shadow of <mach/vm_map.h>, the SDK header MIG generates from xnu-11215.1.10 osfmk/mach/vm_map.defs:
   what syncbench calls (routine vm_deallocate, whose vm_task_entry_t is vm_map_t in C). */
#ifndef _vm_map_user_
#define _vm_map_user_
#include <sys/cdefs.h>
#include <mach/mach_types.h>
__BEGIN_DECLS
extern kern_return_t vm_deallocate(vm_map_t target_task, vm_address_t address, vm_size_t size);
__END_DECLS
#endif
