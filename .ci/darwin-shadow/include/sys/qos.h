/* Darwin shadow of <sys/qos.h>, as libpthread-535 include/sys/qos.h declares it. On LP64 its __QOS_ENUM is an
   enum with a fixed underlying type and no Swift enum attribute: Swift imports qos_class_t as a struct
   (RawRepresentable, rawValue UInt32) and each QOS_CLASS_* as a constant of it. Not Apple's file: facts. */
#ifndef _SYS_QOS_H
#define _SYS_QOS_H

#include <sys/cdefs.h>
#include <Availability.h>

typedef enum : unsigned int {
    QOS_CLASS_USER_INTERACTIVE __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x21,
    QOS_CLASS_USER_INITIATED __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x19,
    QOS_CLASS_DEFAULT __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x15,
    QOS_CLASS_UTILITY __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x11,
    QOS_CLASS_BACKGROUND __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x09,
    QOS_CLASS_UNSPECIFIED __API_AVAILABLE(macos(10.10), ios(8.0)) = 0x00,
} qos_class_t;

#endif
