/* Darwin shadow of <time.h>: what syncbench calls, as Libc-1669.0.4 include/_time.h (which include/time.h
   includes) declares it. clockid_t is an enum of no fixed type whose values are all non-negative, so its
   type is unsigned int and Swift imports it as a struct with a UInt32 raw value; CLOCK_UPTIME_RAW is a macro
   naming the enumerator _CLOCK_UPTIME_RAW. Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _TIME_H_
#define _TIME_H_

#include <sys/cdefs.h>
#include <Availability.h>
#include <sys/_types.h>
#include <sys/_types/_timespec.h>

#define __CLOCK_AVAILABILITY __OSX_AVAILABLE(10.12) __IOS_AVAILABLE(10.0) __TVOS_AVAILABLE(10.0) __WATCHOS_AVAILABLE(3.0)

typedef enum {
_CLOCK_REALTIME __CLOCK_AVAILABILITY = 0,
_CLOCK_MONOTONIC __CLOCK_AVAILABILITY = 6,
_CLOCK_MONOTONIC_RAW __CLOCK_AVAILABILITY = 4,
_CLOCK_MONOTONIC_RAW_APPROX __CLOCK_AVAILABILITY = 5,
_CLOCK_UPTIME_RAW __CLOCK_AVAILABILITY = 8,
#define CLOCK_UPTIME_RAW _CLOCK_UPTIME_RAW
_CLOCK_UPTIME_RAW_APPROX __CLOCK_AVAILABILITY = 9,
_CLOCK_PROCESS_CPUTIME_ID __CLOCK_AVAILABILITY = 12,
_CLOCK_THREAD_CPUTIME_ID __CLOCK_AVAILABILITY = 16
} clockid_t;

__BEGIN_DECLS
__CLOCK_AVAILABILITY
__uint64_t clock_gettime_nsec_np(clockid_t __clock_id);
__END_DECLS

#endif
