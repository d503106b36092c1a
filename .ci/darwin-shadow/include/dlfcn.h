/* Darwin shadow of <dlfcn.h>: what syncbench calls, as dyld-1231.3 include/dlfcn.h declares it. Not Apple's
   file: facts, for .ci/check_darwin. */
#ifndef _DLFCN_H_
#define _DLFCN_H_

#include <sys/cdefs.h>

#define RTLD_NOW 0x2

__BEGIN_DECLS
extern int dlclose(void * __handle);
extern void * dlopen(const char * __path, int __mode);
extern void * dlsym(void * __handle, const char * __symbol);
__END_DECLS

#endif
