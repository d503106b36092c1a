#ifndef CSYNCBENCH_H
#define CSYNCBENCH_H

#include <pthread.h>

/// Runs `count` iterations of lock, increment `*counter` (a relaxed load then a relaxed store), unlock.
/// Returns 0, or the first non-zero pthread return code (and stops there).
int csb_pthread_mutex_batch(pthread_mutex_t *mutex, long *counter, long count);

/// Runs `count` relaxed atomic increments of `*counter`.
void csb_atomic_increment_batch(long *counter, long count);

/// Tells the CPU that the caller is spinning: `pause` on x86 (yields the core's pipeline to its
/// sibling hyper-thread and avoids a memory-order flush when the spin ends), `yield` on arm64.
static inline void csb_spin_hint(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

/// The C library's name and version ("glibc 2.36"), or NULL where it cannot tell.
const char *csb_libc_version(void);

#endif
