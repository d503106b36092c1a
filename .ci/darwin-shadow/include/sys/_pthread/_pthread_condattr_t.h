/* Darwin shadow of <sys/_pthread/_pthread_condattr_t.h>, as libpthread-535 include/sys/_pthread/_pthread_condattr_t.h declares it. */
#ifndef _PTHREAD_CONDATTR_T
#define _PTHREAD_CONDATTR_T
#include <sys/_pthread/_pthread_types.h>
typedef __darwin_pthread_condattr_t pthread_condattr_t;
#endif
