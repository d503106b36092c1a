/* Darwin shadow of <sys/_pthread/_pthread_rwlockattr_t.h>, as libpthread-535 include/sys/_pthread/_pthread_rwlockattr_t.h declares it. */
#ifndef _PTHREAD_RWLOCKATTR_T
#define _PTHREAD_RWLOCKATTR_T
#include <sys/_pthread/_pthread_types.h>
typedef __darwin_pthread_rwlockattr_t pthread_rwlockattr_t;
#endif
