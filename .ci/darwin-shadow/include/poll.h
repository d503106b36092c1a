/* Darwin shadow of <poll.h>, which Libc-1669.0.4 include/poll.h makes <sys/poll.h>. */
#include <sys/poll.h>
