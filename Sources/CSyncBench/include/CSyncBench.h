#ifndef CSYNCBENCH_H
#define CSYNCBENCH_H

#include <pthread.h>

/// Runs `count` iterations of lock, increment `*counter` (a relaxed load then a relaxed store), unlock.
/// Returns 0, or the first non-zero pthread return code (and stops there).
int csb_pthread_mutex_batch(pthread_mutex_t *mutex, long *counter, long count);

/// Runs `count` relaxed atomic increments of `*counter`.
void csb_atomic_increment_batch(long *counter, long count);

/// The C library's name and version ("glibc 2.36"), or NULL where it cannot tell.
const char *csb_libc_version(void);

#endif
