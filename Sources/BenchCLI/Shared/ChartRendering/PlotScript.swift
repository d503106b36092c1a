import Foundation

/// Where `bench plot` finds `plot.gnuplot`.
enum PlotScript {
    /// The script's file name, looked for in the current folder first.
    static let name = "plot.gnuplot"

    /// The script to run: `plot.gnuplot` in `folder` when there is one (this package's root, or your own edited
    /// copy), else the copy shipped as a resource of this module, so that `bench plot` works from any package.
    /// - Parameter bundled: the shipped copy's path, or nil when it cannot be found; asked only when needed.
    static func locate(in folder: String, bundled: () -> String? = { bundledPath }) -> String? {
        let local = (folder as NSString).appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: local) ? local : bundled()
    }

    /// The copy shipped in this module's resource bundle, which SwiftPM puts beside the executable.
    static var bundledPath: String? {
        Bundle.module.url(forResource: "plot", withExtension: "gnuplot")?.path
    }
}
