/* Darwin shadow of <errno.h>, which Libc-1669.0.4 include/errno.h makes <sys/errno.h>. */
#include <sys/errno.h>
