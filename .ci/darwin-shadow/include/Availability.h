/* Darwin shadow of <Availability.h> and <AvailabilityInternal.h>: the macOS availability macros the other shadow
   headers use. Apple's expand each platform's version to an availability attribute; so do these, for macOS,
   the platform the C files are checked for (the other platforms' clauses are dropped). */
#ifndef __AVAILABILITY__
#define __AVAILABILITY__

#define __SHADOW_AVAILABLE_macos(version) __attribute__((availability(macos, introduced = version)))
#define __SHADOW_AVAILABLE_ios(version)
#define __SHADOW_AVAILABLE_tvos(version)
#define __SHADOW_AVAILABLE_watchos(version)
#define __SHADOW_AVAILABLE_visionos(version)
#define __SHADOW_AVAILABLE_1(a) __SHADOW_AVAILABLE_##a
#define __SHADOW_AVAILABLE_2(a, b) __SHADOW_AVAILABLE_##a __SHADOW_AVAILABLE_##b
#define __SHADOW_AVAILABLE_3(a, b, c) __SHADOW_AVAILABLE_##a __SHADOW_AVAILABLE_##b __SHADOW_AVAILABLE_##c
#define __SHADOW_AVAILABLE_4(a, b, c, d) __SHADOW_AVAILABLE_3(a, b, c) __SHADOW_AVAILABLE_##d
#define __SHADOW_PICK(_1, _2, _3, _4, name, ...) name
/* __API_AVAILABLE(macos(10.10), ios(8.0)) */
#define __API_AVAILABLE(...) __SHADOW_PICK(__VA_ARGS__, __SHADOW_AVAILABLE_4, __SHADOW_AVAILABLE_3, \
    __SHADOW_AVAILABLE_2, __SHADOW_AVAILABLE_1, unused)(__VA_ARGS__)
/* __OSX_AVAILABLE(10.12), __OSX_AVAILABLE_STARTING(__MAC_10_5, __IPHONE_2_0) */
#define __OSX_AVAILABLE(version) __attribute__((availability(macos, introduced = version)))
#define __IOS_AVAILABLE(version)
#define __TVOS_AVAILABLE(version)
#define __WATCHOS_AVAILABLE(version)
/* __OSX_AVAILABLE_STARTING(__MAC_10_5, __IPHONE_2_0) pastes its first argument, as Apple's does
   (__AVAILABILITY_INTERNAL##mac): __MAC_10_5 (1050 in Apple's header) is never expanded. */
#define __SHADOW_STARTING__MAC_10_5 __attribute__((availability(macos, introduced = 10.5)))
#define __OSX_AVAILABLE_STARTING(mac, ios) __SHADOW_STARTING##mac

#endif
