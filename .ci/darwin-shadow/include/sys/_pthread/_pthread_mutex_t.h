/* Darwin shadow of <sys/_pthread/_pthread_mutex_t.h>, as libpthread-535 include/sys/_pthread/_pthread_mutex_t.h declares it. */
#ifndef _PTHREAD_MUTEX_T
#define _PTHREAD_MUTEX_T
#include <sys/_pthread/_pthread_types.h>
typedef __darwin_pthread_mutex_t pthread_mutex_t;
#endif
