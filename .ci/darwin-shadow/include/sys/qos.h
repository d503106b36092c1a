/* Darwin shadow of <sys/qos.h>, as libpthread-535 include/sys/qos.h declares it. Its __QOS_ENUM is an enum with a
   fixed underlying type where clang has objc_fixed_enum or cxx_strong_enums (Objective-C, C++), else an anonymous
   enum and `typedef unsigned int qos_class_t` (C). Swift reads Darwin's headers as Objective-C (__swift__ stands
   for that here) and, the enum having no Swift enum attribute, imports qos_class_t as a struct (RawRepresentable,
   rawValue UInt32) and each QOS_CLASS_* as a constant of it. Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _SYS_QOS_H
#define _SYS_QOS_H

#include <sys/cdefs.h>
#include <Availability.h>

#define __QOS_CLASS_ENUMERATORS \
    QOS_CLASS_USER_INTERACTIVE __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x21, \
    QOS_CLASS_USER_INITIATED __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x19, \
    QOS_CLASS_DEFAULT __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x15, \
    QOS_CLASS_UTILITY __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x11, \
    QOS_CLASS_BACKGROUND __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x09, \
    QOS_CLASS_UNSPECIFIED __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x00,
#if defined(__OBJC__) || defined(__cplusplus) || defined(__swift__)
typedef enum : unsigned int { __QOS_CLASS_ENUMERATORS } qos_class_t;
#else
enum { __QOS_CLASS_ENUMERATORS };
typedef unsigned int qos_class_t;
#endif

#endif
