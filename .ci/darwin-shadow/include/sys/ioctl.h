/* Darwin shadow of <sys/ioctl.h>: what syncbench reaches, as xnu-11215.1.10 bsd/sys/ioctl.h and the
   <sys/ttycom.h> it includes declare it. ioctl is variadic and TIOCGWINSZ an _IOR expression: Swift reaches both
   through the Swift Darwin module (.ci/darwin-shadow/swift/Darwin.swift). Not Apple's file: facts. */
#ifndef _SYS_IOCTL_H_
#define _SYS_IOCTL_H_

#include <sys/cdefs.h>

/* <sys/ttycom.h> */
struct winsize {
    unsigned short ws_row;
    unsigned short ws_col;
    unsigned short ws_xpixel;
    unsigned short ws_ypixel;
};

__BEGIN_DECLS
int ioctl(int, unsigned long, ...);
__END_DECLS

#endif
