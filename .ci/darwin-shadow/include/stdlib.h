/* Darwin shadow of <stdlib.h>: what syncbench calls, declared as Libc-1669.0.4 include/_stdlib.h declares it.
   Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _STDLIB_H_
#define _STDLIB_H_

#include <sys/cdefs.h>
#include <sys/_types/_size_t.h>
#include <sys/_types/_null.h>

__BEGIN_DECLS
void exit(int) __dead2;
char *getenv(const char *);
int getloadavg(double [], int);
__END_DECLS

#endif
