/* Darwin shadow of <mach/vm_types.h> and the <mach/machine/vm_types.h> it includes, as xnu-11215.1.10
   osfmk/mach/vm_types.h (its user-space branch) and osfmk/mach/{i386,arm}/vm_types.h declare them for LP64.
   __kernel_ptr_semantics is empty outside the kernel. */
#ifndef _MACH_VM_TYPES_H_
#define _MACH_VM_TYPES_H_
#include <sys/_types.h>
#include <sys/_types/_uintptr_t.h>
#include <sys/_types/_mach_port_t.h>
typedef __darwin_natural_t natural_t;
typedef int integer_t;
typedef uintptr_t vm_offset_t;
typedef uintptr_t vm_size_t;
typedef vm_offset_t vm_address_t;
typedef mach_port_t vm_map_t, vm_map_read_t, vm_map_inspect_t;
#endif
