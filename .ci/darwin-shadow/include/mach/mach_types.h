/* Darwin shadow of <mach/mach_types.h> and the headers it reaches (<mach/port.h>, <mach/message.h>,
   <mach/processor_info.h>), as xnu-11215.1.10 declares what syncbench reads of them, outside the kernel. */
#ifndef _MACH_MACH_TYPES_H_
#define _MACH_MACH_TYPES_H_
#include <mach/kern_return.h>
#include <mach/vm_types.h>
/* <mach/port.h> */
typedef natural_t mach_port_name_t;
/* <mach/message.h> */
typedef natural_t mach_msg_type_number_t;
/* <mach/mach_types.h> */
typedef mach_port_t ipc_space_t;
typedef mach_port_t host_t;
/* <mach/processor_info.h> */
typedef integer_t *processor_info_array_t;
typedef int processor_flavor_t;
#define PROCESSOR_CPU_LOAD_INFO 2
#endif
