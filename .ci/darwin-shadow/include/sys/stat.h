/* Darwin shadow of <sys/stat.h>: what syncbench calls, as xnu-11215.1.10 bsd/sys/stat.h declares it where
   __DARWIN_64_BIT_INO_T is set and _POSIX_C_SOURCE is not (struct stat is __DARWIN_STRUCT_STAT64 with timespec
   times), without the assembler labels of __DARWIN_INODE64. S_IFMT and its kin are octal macros Swift reads as
   Int32; the Swift Darwin module declares them as mode_t (.ci/darwin-shadow/swift/Darwin.swift). Not Apple's
   file: facts, for .ci/check_darwin. */
#ifndef _SYS_STAT_H_
#define _SYS_STAT_H_

#include <sys/cdefs.h>
#include <sys/_types.h>
#include <sys/_types/_blkcnt_t.h>
#include <sys/_types/_blksize_t.h>
#include <sys/_types/_dev_t.h>
#include <sys/_types/_gid_t.h>
#include <sys/_types/_mode_t.h>
#include <sys/_types/_nlink_t.h>
#include <sys/_types/_off_t.h>
#include <sys/_types/_timespec.h>
#include <sys/_types/_uid_t.h>

struct stat {
    dev_t st_dev;
    mode_t st_mode;
    nlink_t st_nlink;
    __darwin_ino64_t st_ino;
    uid_t st_uid;
    gid_t st_gid;
    dev_t st_rdev;
    struct timespec st_atimespec;
    struct timespec st_mtimespec;
    struct timespec st_ctimespec;
    struct timespec st_birthtimespec;
    off_t st_size;
    blkcnt_t st_blocks;
    blksize_t st_blksize;
    __uint32_t st_flags;
    __uint32_t st_gen;
    __int32_t st_lspare;
    __int64_t st_qspare[2];
};

__BEGIN_DECLS
int chmod(const char *, mode_t);
int fstat(int, struct stat *);
int stat(const char *, struct stat *);
__END_DECLS

#endif
