/// The C library of the platform, imported in one place: Glibc on Linux, Musl on a static Linux SDK, Darwin on
/// macOS. A file that calls pthreads, `clock_gettime`, `getrusage` and the like writes `import Platform` rather
/// than repeating the guarded import, so that a new platform is one more branch here, not one in every file.
/// Calls that only one platform has stay guarded where they are made (`.ci/check_platform_guards.py`).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
