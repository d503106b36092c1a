// Planted by .ci/darwin-samples: a line only a release build for macOS compiles. check_darwin compiles a debug
// build, so it would not compile this line: the check refuses it rather than count it compiled.
#if os(macOS) && !DEBUG
let darwinSampleReleaseOnly = 1
#endif
