/* Darwin shadow of <mach/mach_host.h>, the SDK header MIG generates from xnu-11215.1.10 osfmk/mach/mach_host.defs:
   what syncbench calls (routine host_processor_info; its array comes back out of line, for the caller to
   vm_deallocate). */
#ifndef _mach_host_user_
#define _mach_host_user_
#include <sys/cdefs.h>
#include <mach/mach_types.h>
__BEGIN_DECLS
extern kern_return_t host_processor_info(
    host_t host,
    processor_flavor_t flavor,
    natural_t *out_processor_count,
    processor_info_array_t *out_processor_info,
    mach_msg_type_number_t *out_processor_infoCnt);
__END_DECLS
#endif
