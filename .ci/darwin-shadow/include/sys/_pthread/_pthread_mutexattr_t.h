/* Darwin shadow of <sys/_pthread/_pthread_mutexattr_t.h>, as libpthread-535 include/sys/_pthread/_pthread_mutexattr_t.h declares it. */
#ifndef _PTHREAD_MUTEXATTR_T
#define _PTHREAD_MUTEXATTR_T
#include <sys/_pthread/_pthread_types.h>
typedef __darwin_pthread_mutexattr_t pthread_mutexattr_t;
#endif
