/* Darwin shadow of <libproc.h>: what syncbench calls, as xnu-11215.1.10 libsyscall/wrappers/libproc/libproc.h
   declares it. proc_pidinfo returns the bytes it filled, 0 on error. Not Apple's file: facts. */
#ifndef _LIBPROC_H_
#define _LIBPROC_H_

#include <sys/cdefs.h>
#include <_types/_uint64_t.h> /* Apple's includes <stdint.h>, which includes this */
#include <Availability.h>
#include <sys/proc_info.h>

__BEGIN_DECLS
int proc_pidinfo(int pid, int flavor, uint64_t arg, void *buffer, int buffersize) __OSX_AVAILABLE_STARTING(__MAC_10_5, __IPHONE_2_0);
__END_DECLS

#endif
