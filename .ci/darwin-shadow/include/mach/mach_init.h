/* Darwin shadow of <mach/mach_init.h>, as xnu-11215.1.10 libsyscall/mach/mach/mach_init.h declares what syncbench
   reaches. In this macOS 15.0 SDK, mach_task_self_ carries no __swift_nonisolated_unsafe (xnu-11417, macOS 15.4,
   added it): Swift 6 code cannot read it, and mach_task_self() is a function-like macro Swift cannot import. */
#ifndef _MACH_INIT_
#define _MACH_INIT_
#include <sys/cdefs.h>
#include <mach/mach_types.h>
__BEGIN_DECLS
extern mach_port_t mach_host_self(void);
extern mach_port_t mach_task_self_;
#define mach_task_self() mach_task_self_
__END_DECLS
#endif
