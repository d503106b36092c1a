// Samples for check_platform_guards.py --self-test: every line marked FLAG must be reported, no other.
// Mentions in comments do not count: sched_setaffinity, SCHED_FIFO, Glibc, "/proc/stat".
import Glibc // FLAG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
let stat = "/proc/stat" // FLAG
#endif

#if os(Linux)
let status = "/proc/self/status"
#if DEBUG
let adaptive = PTHREAD_MUTEX_ADAPTIVE_NP
#endif
#else
let lock = pthread_spinlock_t() // FLAG
#endif

#if canImport(Darwin)
let darwinOnly = 1
#else
let fifo = SCHED_FIFO
#endif

#if !canImport(Darwin) && DEBUG
let tid = gettid()
#endif

#if DEBUG
let unguarded = sem_init(nil, 0, 1) // FLAG
#endif

let prose = "SCHED_FIFO refused: sem_init failed, see /proc/stat"
let interpolated = "\(cpuCount) CPUs"
let path = "/proc/" + name // FLAG
let multi = """
    /proc/cpuinfo and Glibc in a multi-line string are prose
    """
let raw = #"/proc/self/cgroup"# // FLAG
/* a block comment: cpu_set_t /* nested */ gettid */
func f() { _ = sched_getaffinity(0, 0, nil) } // FLAG
