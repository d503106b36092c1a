/* Darwin shadow of <sys/_pthread/_pthread_t.h>, as libpthread-535 include/sys/_pthread/_pthread_t.h declares it. */
#ifndef _PTHREAD_T
#define _PTHREAD_T
#include <sys/_pthread/_pthread_types.h>
typedef __darwin_pthread_t pthread_t;
#endif
