/* Darwin shadow of <sys/_types.h> and the machine types it includes (<machine/_types.h>: <i386/_types.h> and
   <arm/_types.h> agree for LP64), as xnu-11215.1.10 bsd/sys/_types.h and bsd/i386/_types.h declare them.
   Only the types the other shadow headers reach. Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _SYS__TYPES_H_
#define _SYS__TYPES_H_

#include <sys/cdefs.h>

#define __DARWIN_NULL ((void *)0)

/* <i386/_types.h>, <arm/_types.h> */
typedef unsigned short __uint16_t;
typedef int __int32_t;
typedef unsigned int __uint32_t;
typedef long long __int64_t;
typedef unsigned long long __uint64_t;
typedef unsigned int __darwin_natural_t;
typedef __SIZE_TYPE__ __darwin_size_t;
typedef long __darwin_ssize_t;
typedef long __darwin_time_t;

/* <sys/_types.h> */
typedef __int64_t __darwin_blkcnt_t;
typedef __int32_t __darwin_blksize_t;
typedef __int32_t __darwin_dev_t;
typedef __uint32_t __darwin_gid_t;
typedef __uint64_t __darwin_ino64_t;
typedef __darwin_natural_t __darwin_mach_port_name_t;
typedef __darwin_mach_port_name_t __darwin_mach_port_t;
typedef __uint16_t __darwin_mode_t;
typedef __int64_t __darwin_off_t;
typedef __int32_t __darwin_pid_t;
typedef __int32_t __darwin_suseconds_t;
typedef __uint32_t __darwin_uid_t;
typedef __uint32_t __darwin_useconds_t;

#include <sys/_pthread/_pthread_types.h>

#endif
