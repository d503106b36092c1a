// Not Glibc: the bridge that hands this toolchain's Foundation the shadow `Darwin` in Glibc's place. Linux's
// Foundation re-exports its C library by importing `Glibc`; check_darwin puts this module first on the
// search path, so that `import Foundation` brings Darwin's declarations into scope, as on a Mac, and no
// declaration of glibc's.
@_exported import Darwin
import SwiftGlibc
