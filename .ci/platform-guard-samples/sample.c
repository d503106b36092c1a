/* Samples for check_platform_guards.py --self-test: every line marked FLAG must be reported, no other. */
#ifdef __linux__
#define _GNU_SOURCE
#include <sched.h>
static int pinned(cpu_set_t *set) { return sched_setaffinity(0, sizeof *set, set); }
#endif
#include <pthread.h>

#ifndef __APPLE__
static long tid(void) { return gettid(); }
#else
static int spin(pthread_spinlock_t *lock) { return pthread_spin_lock(lock); } /* FLAG */
#endif

#if defined(__GLIBC__) && !defined(NDEBUG)
#include <gnu/libc-version.h>
static const char *version(void) { return gnu_get_libc_version(); }
#endif

#if defined(__x86_64__) || defined(__aarch64__)
static int policy = SCHED_FIFO; /* FLAG */
#elif defined(__linux__)
static int other = SCHED_FIFO;
#endif

#ifdef __APPLE__
static int apple = 1;
#elif __linux__
static const char *path = "/proc/stat";
#endif

// Comments and strings are prose: cpu_set_t, "sem_init", '/'.
static const char *text = "sem_init and /proc/ in the middle";
static const char *stat_path = "/proc/stat"; /* FLAG */
static int adaptive = PTHREAD_MUTEX_ADAPTIVE_NP; // FLAG
