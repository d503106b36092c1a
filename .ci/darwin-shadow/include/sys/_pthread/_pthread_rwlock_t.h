/* Darwin shadow of <sys/_pthread/_pthread_rwlock_t.h>, as libpthread-535 include/sys/_pthread/_pthread_rwlock_t.h declares it. */
#ifndef _PTHREAD_RWLOCK_T
#define _PTHREAD_RWLOCK_T
#include <sys/_pthread/_pthread_types.h>
typedef __darwin_pthread_rwlock_t pthread_rwlock_t;
#endif
