/* Darwin shadow of <malloc/malloc.h>: what syncbench calls, as libmalloc-646.0.13 include/malloc/malloc.h
   declares it. malloc_zone_t's members (function pointers syncbench never reads: it passes NULL, for every
   zone) are left out. Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _MALLOC_MALLOC_H_
#define _MALLOC_MALLOC_H_
#include <sys/cdefs.h>
#include <sys/_types/_size_t.h>
__BEGIN_DECLS
typedef struct _malloc_zone_t malloc_zone_t;
typedef struct malloc_statistics_t {
    unsigned blocks_in_use;
    size_t size_in_use;
    size_t max_size_in_use;
    size_t size_allocated;
} malloc_statistics_t;
extern void malloc_zone_statistics(malloc_zone_t *zone, malloc_statistics_t *stats);
__END_DECLS
#endif
