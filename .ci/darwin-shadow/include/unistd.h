/* Darwin shadow of <unistd.h>: what syncbench calls, declared as Libc-1669.0.4 include/unistd.h declares it (the
   macOS 15.0 SDK of Xcode 16.0), without the assembler labels of __DARWIN_ALIAS_C (symbol names, not
   signatures). Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _UNISTD_H_
#define _UNISTD_H_

#include <sys/cdefs.h>
#include <sys/_types/_pid_t.h>
#include <sys/_types/_size_t.h>
#include <sys/_types/_ssize_t.h>
#include <sys/_types/_useconds_t.h>
#include <sys/_types/_null.h>

#define STDOUT_FILENO 1
#define STDERR_FILENO 2

#define _SC_NPROCESSORS_ONLN 58

__BEGIN_DECLS
void _exit(int) __dead2;
int close(int);
int dup2(int, int);
pid_t getpid(void);
pid_t getpgid(pid_t);
int isatty(int);
int pipe(int [2]);
ssize_t read(int, void *, size_t);
long sysconf(int);
ssize_t write(int __fd, const void * __buf, size_t __nbyte);
int usleep(useconds_t);
int symlink(const char *, const char *);
int fsync(int);
int unlink(const char *);
__END_DECLS

#endif
