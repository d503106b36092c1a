#ifdef __linux__
#define _GNU_SOURCE
#include <sched.h>
#endif
#include "CSyncBench.h"
#include <errno.h>
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

int csb_pin_to_cpu(int cpu) {
#ifdef __linux__
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return pthread_setaffinity_np(pthread_self(), sizeof set, &set);
#else
    (void)cpu;
    return ENOSYS;
#endif
}

int csb_first_allowed_cpu(void) {
#ifdef __linux__
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (CPU_ISSET(cpu, &set)) return cpu;
    }
#endif
    return -1;
}
