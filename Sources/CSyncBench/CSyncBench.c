#ifdef __linux__
#define _GNU_SOURCE
#include <sched.h>
#endif
#include "CSyncBench.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <gnu/libc-version.h>
#if __GLIBC_PREREQ(2, 32)
#include <sys/single_threaded.h>
#define CSB_HAS_SINGLE_THREADED 1
#endif
#endif
#ifdef __APPLE__
#include <libproc.h>
#include <mach/mach.h>
#include <malloc/malloc.h>
#endif
#ifdef __GLIBC__
#if __GLIBC_PREREQ(2, 33)
#include <malloc.h>
#define CSB_HAS_MALLINFO2 1
#endif
#endif

int csb_pthread_mutex_batch(pthread_mutex_t *mutex, long *counter, long count) {
    for (long i = 0; i < count; i++) {
        int error = pthread_mutex_lock(mutex);
        if (error != 0) return error;
        __atomic_store_n(counter, __atomic_load_n(counter, __ATOMIC_RELAXED) + 1, __ATOMIC_RELAXED);
        error = pthread_mutex_unlock(mutex);
        if (error != 0) return error;
    }
    return 0;
}

void csb_atomic_increment_batch(long *counter, long count) {
    for (long i = 0; i < count; i++) {
        __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED);
    }
}

const char *csb_libc_version(void) {
#ifdef __GLIBC__
    static char version[64];
    snprintf(version, sizeof version, "glibc %s", gnu_get_libc_version());
    return version;
#else
    return NULL;
#endif
}

int csb_pin_to_cpu(int cpu) {
#ifdef __linux__
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    return pthread_setaffinity_np(pthread_self(), sizeof set, &set);
#else
    (void)cpu;
    return ENOSYS;
#endif
}

int csb_current_cpu(void) {
#ifdef __linux__
    return sched_getcpu();
#elif defined(__APPLE__)
    size_t cpu = 0;
    return pthread_cpu_number_np(&cpu) == 0 ? (int)cpu : -1;
#else
    return -1;
#endif
}

int csb_thread_id(void) {
#ifdef __linux__
    return (int)gettid();
#else
    return -1;
#endif
}

int csb_thread_last_cpu(int tid) {
#ifdef __linux__
    if (tid <= 0) return -1;
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%d/stat", tid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char text[1024];
    ssize_t length = read(fd, text, sizeof text - 1);
    close(fd);
    if (length <= 0) return -1;
    text[length] = 0;
    /* The command name, field 2, is in parentheses and may hold spaces: count the fields from the last ')'. */
    char *cursor = strrchr(text, ')');
    if (!cursor) return -1;
    for (int field = 2; field < 39; field++) {
        cursor = strchr(cursor + 1, ' ');
        if (!cursor) return -1;
    }
    char *end = NULL;
    long cpu = strtol(cursor + 1, &end, 10);
    return end != cursor + 1 && cpu >= 0 ? (int)cpu : -1;
#else
    (void)tid;
    return -1;
#endif
}

int csb_first_allowed_cpu(void) {
#ifdef __linux__
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (CPU_ISSET(cpu, &set)) return cpu;
    }
#endif
    return -1;
}

int csb_allowed_cpus(int *cpus, int capacity) {
#ifdef __linux__
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    int count = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE && count < capacity; cpu++) {
        if (CPU_ISSET(cpu, &set)) cpus[count++] = cpu;
    }
    return count;
#else
    (void)cpus;
    (void)capacity;
    return 0;
#endif
}

int csb_darwin_thread_count(void) {
#ifdef __APPLE__
    struct proc_taskinfo info;
    int filled = proc_pidinfo(getpid(), PROC_PIDTASKINFO, 0, &info, (int)sizeof info);
    return filled == (int)sizeof info ? info.pti_threadnum : -1;
#else
    return -1;
#endif
}

int csb_darwin_cpu_ticks(unsigned int *ticks, int capacity) {
#ifdef __APPLE__
    // Not host_statistics(HOST_CPU_LOAD_INFO): the kernel answers a third-party process's calls to it from
    // a cache after a few calls per second (rate_limit_host_statistics in xnu's osfmk/kern/host.c).
    mach_port_t host = mach_host_self();
    natural_t processors = 0;
    processor_info_array_t info = NULL;
    mach_msg_type_number_t count = 0;
    kern_return_t result = host_processor_info(host, PROCESSOR_CPU_LOAD_INFO, &processors, &info, &count);
    mach_port_deallocate(mach_task_self(), host);
    if (result != KERN_SUCCESS) return -1;
    for (mach_msg_type_number_t i = 0; i < count && (int)i < capacity; i++) ticks[i] = (unsigned int)info[i];
    vm_deallocate(mach_task_self(), (vm_address_t)info, (vm_size_t)count * sizeof *info);
    return (int)count;
#else
    (void)ticks;
    (void)capacity;
    return -1;
#endif
}

void csb_call_with_stack_padding(unsigned long bytes, void (*body)(void *context), void *context) {
    volatile char *padding = __builtin_alloca((bytes + 15) & ~15UL);
    if (bytes > 0) padding[0] = 0;
    body(context);
    // The padding is used after the call, so the call cannot become a tail call that gives the stack back.
    __asm__ __volatile__("" : : "r"(padding) : "memory");
}

unsigned long csb_stack_address(void) {
    return (unsigned long)__builtin_frame_address(0);
}

unsigned long csb_thread_pointer(void) {
#if defined(__linux__) && defined(__x86_64__)
    unsigned long pointer;
    __asm__("mov %%fs:0, %0" : "=r"(pointer));
    return pointer;
#elif defined(__linux__) && defined(__aarch64__)
    unsigned long pointer;
    __asm__("mrs %0, tpidr_el0" : "=r"(pointer));
    return pointer;
#else
    return (unsigned long)pthread_self();
#endif
}

int csb_libc_single_threaded(void) {
#ifdef CSB_HAS_SINGLE_THREADED
    return __libc_single_threaded ? 1 : 0;
#else
    return -1;
#endif
}

int csb_pipe_closed_on_exec(int fds[2]) {
#ifdef __linux__
    return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno;
#else
    if (pipe(fds) != 0) return errno;
    for (int index = 0; index < 2; index++) {
        int flags = fcntl(fds[index], F_GETFD);
        if (flags < 0 || fcntl(fds[index], F_SETFD, flags | FD_CLOEXEC) != 0) {
            int error = errno;
            close(fds[0]);
            close(fds[1]);
            return error;
        }
    }
    return 0;
#endif
}

long long csb_heap_bytes_in_use(void) {
#if defined(CSB_HAS_MALLINFO2)
    return (long long)mallinfo2().uordblks;
#elif defined(__APPLE__)
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return (long long)statistics.size_in_use;
#else
    return -1;
#endif
}
