/* Darwin shadow of <sys/fcntl.h>: what syncbench reaches, as xnu-11215.1.10 bsd/sys/fcntl.h declares it. The
   variadic open and fcntl do not import into Swift; the Swift Darwin module declares the forms Swift calls
   (.ci/darwin-shadow/swift/Darwin.swift). Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _SYS_FCNTL_H_
#define _SYS_FCNTL_H_

#include <sys/cdefs.h>
#include <sys/_types.h>
#include <sys/_types/_mode_t.h>

#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_APPEND 0x00000008
#define O_CREAT 0x00000200
#define O_EXCL 0x00000800

#define F_GETFD 1
#define F_SETFD 2
#define F_DUPFD_CLOEXEC 67
#define FD_CLOEXEC 1

__BEGIN_DECLS
int open(const char *, int, ...);
int fcntl(int, int, ...);
__END_DECLS

#endif
