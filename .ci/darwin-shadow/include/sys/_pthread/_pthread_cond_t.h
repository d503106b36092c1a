/* Darwin shadow of <sys/_pthread/_pthread_cond_t.h>, as libpthread-535 include/sys/_pthread/_pthread_cond_t.h declares it. */
#ifndef _PTHREAD_COND_T
#define _PTHREAD_COND_T
#include <sys/_pthread/_pthread_types.h>
typedef __darwin_pthread_cond_t pthread_cond_t;
#endif
