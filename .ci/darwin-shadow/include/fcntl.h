/* Darwin shadow of <fcntl.h>, which Libc-1669.0.4 include/fcntl.h makes <sys/fcntl.h>. */
#include <sys/fcntl.h>
