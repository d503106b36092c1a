/* Darwin shadow of <sys/utsname.h>, as xnu-11215.1.10 bsd/sys/utsname.h declares it. Not Apple's file: facts. */
#ifndef _SYS_UTSNAME_H
#define _SYS_UTSNAME_H

#include <sys/cdefs.h>

#define _SYS_NAMELEN 256

struct utsname {
    char sysname[_SYS_NAMELEN];
    char nodename[_SYS_NAMELEN];
    char release[_SYS_NAMELEN];
    char version[_SYS_NAMELEN];
    char machine[_SYS_NAMELEN];
};

__BEGIN_DECLS
int uname(struct utsname *);
__END_DECLS

#endif
