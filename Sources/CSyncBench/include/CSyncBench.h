#ifndef CSYNCBENCH_H
#define CSYNCBENCH_H

#include <pthread.h>

/// Runs `count` iterations of lock, increment `*counter` (a relaxed load then a relaxed store), unlock.
/// Returns 0, or the first non-zero pthread return code (and stops there).
int csb_pthread_mutex_batch(pthread_mutex_t *mutex, long *counter, long count);

/// Runs `count` relaxed atomic increments of `*counter`.
void csb_atomic_increment_batch(long *counter, long count);

/// Waits until every earlier instruction has completed before any later one starts (x86 `lfence`,
/// arm64 `isb`), so that calibrated busy work cannot overlap the unlock or the lock that follows it.
static inline void csb_execution_barrier(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_lfence();
#elif defined(__aarch64__)
    __asm__ __volatile__("isb" ::: "memory");
#endif
}

/// Pins the calling thread to `cpu`. Returns 0, or an errno value (ENOSYS where threads cannot be pinned).
int csb_pin_to_cpu(int cpu);

/// The CPU the calling thread is running on (Linux: `sched_getcpu`, Darwin: `pthread_cpu_number_np`), or -1 where
/// that cannot be known. Inside a VM it is the virtual CPU's number; the thread may have moved by the time it returns.
int csb_current_cpu(void);

/// The calling thread's kernel id (Linux: `gettid`), for `csb_thread_last_cpu`; -1 where there is none to read by.
int csb_thread_id(void);

/// The CPU the thread of kernel id `tid` in this process last ran on, read by another thread without disturbing it
/// (Linux: field 39 of `/proc/self/task/TID/stat`), or -1 where that cannot be known (Darwin: a thread's CPU can only
/// be asked by the thread itself).
int csb_thread_last_cpu(int tid);

/// The lowest-numbered CPU this process may run on, or -1 where that cannot be known.
int csb_first_allowed_cpu(void);

/// Writes the CPUs this process may run on (Linux: its affinity mask) into `cpus`, at most `capacity` of them,
/// in ascending order; returns how many, or -1 where the mask cannot be read (0 on other platforms).
int csb_allowed_cpus(int *cpus, int capacity);

/// Tells the CPU that the caller is spinning: `pause` on x86 (yields the core's pipeline to its
/// sibling hyper-thread and avoids a memory-order flush when the spin ends), `yield` on arm64.
static inline void csb_spin_hint(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

/// Makes a pipe whose two descriptors close when this process, or a child it is spawning, runs another program:
/// atomically on Linux (`pipe2` with `O_CLOEXEC`), so that a child spawned at that moment by another thread cannot
/// inherit them; elsewhere `pipe` and then `fcntl`. Writes the reading end to `fds[0]` and the writing end to
/// `fds[1]`; returns 0, or an errno value.
int csb_pipe_closed_on_exec(int fds[2]);

/// The bytes the process's heap allocator has handed out and not taken back, chunk overhead included (glibc:
/// `mallinfo2().uordblks`; Darwin: every zone's `size_in_use`), or -1 where it cannot tell. Process-wide: a
/// reading is only worth a difference taken while no other thread allocates.
long long csb_heap_bytes_in_use(void);

/// The C library's name and version ("glibc 2.36"), or NULL where it cannot tell.
const char *csb_libc_version(void);

/// Darwin: the process's thread count (`proc_pidinfo(PROC_PIDTASKINFO)`'s `pti_threadnum`).
/// Returns -1 on failure and on other platforms, which count threads another way.
int csb_darwin_thread_count(void);

/// Darwin: every processor's CPU ticks since boot, as `host_processor_info(PROCESSOR_CPU_LOAD_INFO)`
/// gives them: `CPU_STATE_MAX` (4) counters per processor, in the order user, system, idle, nice, processor
/// after processor. Copies at most `capacity` counters into `ticks`.
/// Returns how many counters the kernel had (more than `capacity` means some were left out), or -1 on
/// failure and on other platforms.
int csb_darwin_cpu_ticks(unsigned int *ticks, int capacity);

/// Calls `body(context)` from a frame that first reserves `bytes` of stack (rounded up to 16), so that everything
/// `body` puts on the stack lands that much lower: how a run moves its workers' stacks within their pages.
void csb_call_with_stack_padding(unsigned long bytes, void (*body)(void *context), void *context);

/// An address in the caller's stack frame (the frame address of this call): where the caller's stack is.
unsigned long csb_stack_address(void);

/// The calling thread's thread pointer: the `fs` base on x86-64 Linux, `tpidr_el0` on arm64 Linux, and the
/// `pthread_t` elsewhere. Glibc keeps the thread's own data (its TID among it) there.
unsigned long csb_thread_pointer(void);

/// glibc's `__libc_single_threaded` (1 while the process has only ever had one thread, when glibc skips the
/// `lock` prefix of its atomics), or -1 where the C library does not say.
int csb_libc_single_threaded(void);

#endif
