/* Darwin shadow of <os/lock.h>: what syncbench calls, as libplatform-340 include/os/lock.h declares it (the
   macOS 15.0 SDK of Xcode 16.0). OS_UNFAIR_LOCK_INIT is a compound literal Swift cannot import; Swift writes
   os_unfair_lock(). Not Apple's file: facts, for .ci/check_darwin. */
#ifndef __OS_LOCK__
#define __OS_LOCK__

#include <Availability.h>
#include <sys/cdefs.h>
#include <_types/_uint32_t.h> /* Apple's includes <stdint.h>, which includes this */
#include <os/base.h>

OS_ASSUME_NONNULL_BEGIN
__BEGIN_DECLS

#define OS_UNFAIR_LOCK_AVAILABILITY __API_AVAILABLE(macos(10.12), ios(10.0), tvos(10.0), watchos(3.0))

OS_UNFAIR_LOCK_AVAILABILITY
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

OS_UNFAIR_LOCK_AVAILABILITY
OS_EXPORT OS_NOTHROW OS_NONNULL_ALL
OS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use OSAllocatedUnfairLock.performWhileLocked() for async-safe scoped locking")
void os_unfair_lock_lock(os_unfair_lock_t lock);

OS_UNFAIR_LOCK_AVAILABILITY
OS_EXPORT OS_NOTHROW OS_NONNULL_ALL
OS_SWIFT_UNAVAILABLE_FROM_ASYNC("Use OSAllocatedUnfairLock.performWhileLocked() for async-safe scoped locking")
void os_unfair_lock_unlock(os_unfair_lock_t lock);

__END_DECLS
OS_ASSUME_NONNULL_END

#endif
