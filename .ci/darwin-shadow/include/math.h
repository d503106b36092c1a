/* Darwin shadow of <math.h>: what syncbench calls, as Libm-2026 Source/Intel/math.h declares it (Source/ARM/math.h
   declares the same; the last Libm Apple published, and these prototypes are C99's). Not Apple's file: facts. */
#ifndef __MATH__
#define __MATH__

#include <sys/cdefs.h>

__BEGIN_DECLS
extern double exp ( double );
extern double log ( double );
extern double log10 ( double );
extern double pow ( double, double );
extern double erfc( double );
extern double lgamma( double );
__END_DECLS

#endif
