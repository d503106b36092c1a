/* Darwin shadow of <stdio.h>: what syncbench calls, declared as Libc-1669.0.4 include/_stdio.h (which
   include/stdio.h includes) declares it, without the assembler labels of __DARWIN_ALIAS. stdin, stdout and stderr
   are macros over __stdinp, __stdoutp and __stderrp, which this Libc marks nonisolated(unsafe) for Swift.
   Not Apple's file: facts, for .ci/check_darwin. */
#ifndef _STDIO_H_
#define _STDIO_H_

#include <sys/cdefs.h>
#include <sys/_types.h>
#include <sys/_types/_size_t.h>
#include <sys/_types/_null.h>

typedef __darwin_off_t fpos_t;

struct __sbuf {
    unsigned char *_base;
    int _size;
};

struct __sFILEX;

typedef struct __sFILE {
    unsigned char *_p;
    int _r;
    int _w;
    short _flags;
    short _file;
    struct __sbuf _bf;
    int _lbfsize;
    void *_cookie;
    int (* _Nullable _close)(void *);
    int (* _Nullable _read) (void *, char *, int);
    fpos_t (* _Nullable _seek) (void *, fpos_t, int);
    int (* _Nullable _write)(void *, const char *, int);
    struct __sbuf _ub;
    struct __sFILEX *_extra;
    int _ur;
    unsigned char _ubuf[3];
    unsigned char _nbuf[1];
    struct __sbuf _lb;
    int _blksize;
    fpos_t _offset;
} FILE;

__BEGIN_DECLS
int fclose(FILE *);
int fflush(FILE *);
FILE *fopen(const char * __restrict __filename, const char * __restrict __mode);
size_t fwrite(const void * __restrict __ptr, size_t __size, size_t __nitems, FILE * __restrict __stream);
int rename (const char *__old, const char *__new);
int fileno(FILE *);
__END_DECLS

#endif
