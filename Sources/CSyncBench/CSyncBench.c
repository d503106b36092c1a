#include "CSyncBench.h"
#include <stdio.h>
#ifdef __GLIBC__
#include <gnu/libc-version.h>
#endif

int csb_pthread_mutex_batch(pthread_mutex_t *mutex, long *counter, long count) {
    for (long i = 0; i < count; i++) {
        int error = pthread_mutex_lock(mutex);
        if (error != 0) return error;
        __atomic_store_n(counter, __atomic_load_n(counter, __ATOMIC_RELAXED) + 1, __ATOMIC_RELAXED);
        error = pthread_mutex_unlock(mutex);
        if (error != 0) return error;
    }
    return 0;
}

void csb_atomic_increment_batch(long *counter, long count) {
    for (long i = 0; i < count; i++) {
        __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED);
    }
}

const char *csb_libc_version(void) {
#ifdef __GLIBC__
    static char version[64];
    snprintf(version, sizeof version, "glibc %s", gnu_get_libc_version());
    return version;
#else
    return NULL;
#endif
}
