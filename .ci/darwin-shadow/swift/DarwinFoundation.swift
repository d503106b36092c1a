// Foundation's Darwin-only API that syncbench calls, which this toolchain's Foundation (swift-corelibs-foundation)
// lacks, with the signatures and availability Apple documents (developer.apple.com/documentation/foundation/
// processinfo). check_darwin builds this module with library evolution, so that ThermalState is not frozen, as an
// NS_ENUM imported from Objective-C is not, and imports it into every file it compiles. Declarations for the type
// checker, not an implementation: nothing here runs.
import Foundation

extension ProcessInfo {
    /// `NSProcessInfoThermalState`, an NS_ENUM of NSInteger.
    @available(macOS 10.10.3, iOS 11.0, tvOS 11.0, watchOS 4.0, *)
    public enum ThermalState: Int, @unchecked Sendable {
        case nominal = 0
        case fair = 1
        case serious = 2
        case critical = 3
    }

    /// The current thermal state of the system.
    @available(macOS 10.10.3, iOS 11.0, tvOS 11.0, watchOS 4.0, *)
    public var thermalState: ProcessInfo.ThermalState {
        fatalError("a declaration of the Darwin shadow SDK, not an implementation")
    }

    /// Whether Low Power Mode is on.
    @available(macOS 12.0, iOS 9.0, tvOS 9.0, watchOS 2.0, *)
    public var isLowPowerModeEnabled: Bool {
        fatalError("a declaration of the Darwin shadow SDK, not an implementation")
    }
}
