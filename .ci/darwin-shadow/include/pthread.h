/* Darwin shadow of <pthread.h>: what syncbench calls, declared as libpthread-535 include/pthread/pthread.h
   declares it (the macOS 15.0 SDK of Xcode 16.0), nullability and Swift attributes included. Not Apple's file:
   facts, for .ci/check_darwin. */
#ifndef _PTHREAD_H
#define _PTHREAD_H

#include <sys/cdefs.h>
#include <Availability.h>
#include <sys/_types.h>
#include <sys/_types/_mach_port_t.h>
#include <sys/_types/_size_t.h>
#include <sys/_pthread/_pthread_cond_t.h>
#include <sys/_pthread/_pthread_condattr_t.h>
#include <sys/_pthread/_pthread_mutex_t.h>
#include <sys/_pthread/_pthread_mutexattr_t.h>
#include <sys/_pthread/_pthread_rwlock_t.h>
#include <sys/_pthread/_pthread_rwlockattr_t.h>
#include <sys/_pthread/_pthread_t.h>
#include <pthread/qos.h>

#pragma clang assume_nonnull begin

#define PTHREAD_PRIO_INHERIT 1

#define PTHREAD_MUTEX_ERRORCHECK 1
#define PTHREAD_MUTEX_RECURSIVE 2

#define __PTHREAD_SWIFT_UNAVAILABLE_FROM_ASYNC(msg) __swift_unavailable_from_async(msg)

__BEGIN_DECLS
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_cond_broadcast(pthread_cond_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_cond_destroy(pthread_cond_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_cond_init(pthread_cond_t * __restrict, const pthread_condattr_t * _Nullable __restrict);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_cond_signal(pthread_cond_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
__PTHREAD_SWIFT_UNAVAILABLE_FROM_ASYNC("Use an asynchronous wait instead of a synchronous wait")
int pthread_cond_wait(pthread_cond_t * __restrict, pthread_mutex_t * __restrict);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_mutex_destroy(pthread_mutex_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_mutex_init(pthread_mutex_t * __restrict, const pthread_mutexattr_t * _Nullable __restrict);
__API_AVAILABLE(macos(10.4), ios(2.0))
__PTHREAD_SWIFT_UNAVAILABLE_FROM_ASYNC("Use OSAllocatedUnfairLock's withLock or NSLock for async-safe scoped locking")
int pthread_mutex_lock(pthread_mutex_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
__PTHREAD_SWIFT_UNAVAILABLE_FROM_ASYNC("Use OSAllocatedUnfairLock's withLock or NSLock for async-safe scoped locking")
int pthread_mutex_unlock(pthread_mutex_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_mutexattr_destroy(pthread_mutexattr_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_mutexattr_init(pthread_mutexattr_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_mutexattr_setprotocol(pthread_mutexattr_t *, int);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_mutexattr_settype(pthread_mutexattr_t *, int);
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_rwlock_destroy(pthread_rwlock_t * );
__API_AVAILABLE(macos(10.4), ios(2.0))
int pthread_rwlock_init(pthread_rwlock_t * __restrict, const pthread_rwlockattr_t * _Nullable __restrict);
__API_AVAILABLE(macos(10.4), ios(2.0))
__PTHREAD_SWIFT_UNAVAILABLE_FROM_ASYNC("Use async-safe scoped locking instead")
int pthread_rwlock_rdlock(pthread_rwlock_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
__PTHREAD_SWIFT_UNAVAILABLE_FROM_ASYNC("Use async-safe scoped locking instead")
int pthread_rwlock_wrlock(pthread_rwlock_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
__PTHREAD_SWIFT_UNAVAILABLE_FROM_ASYNC("Use async-safe scoped locking instead")
int pthread_rwlock_unlock(pthread_rwlock_t *);
__API_AVAILABLE(macos(10.4), ios(2.0))
pthread_t pthread_self(void);
__API_AVAILABLE(macos(11.0), ios(14.2), tvos(14.2), watchos(7.1))
int pthread_cpu_number_np(size_t *cpu_number_out);
__END_DECLS

#pragma clang assume_nonnull end

#endif
