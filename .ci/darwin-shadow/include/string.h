/* Darwin shadow of <string.h>: what syncbench calls, as Libc-1669.0.4 include/_string.h (which include/string.h
   includes) declares it, without the assembler label of __DARWIN_ALIAS. Not Apple's file: facts. */
#ifndef _STRING_H_
#define _STRING_H_

#include <sys/cdefs.h>

__BEGIN_DECLS
char *strerror(int __errnum);
__END_DECLS

#endif
