/* Darwin shadow of <mach/kern_return.h>, as xnu-11215.1.10 osfmk/mach/kern_return.h and
   osfmk/mach/{i386,arm}/kern_return.h declare it: what syncbench reads. */
#ifndef _MACH_KERN_RETURN_H_
#define _MACH_KERN_RETURN_H_
typedef int kern_return_t;
#define KERN_SUCCESS 0
#endif
