import BenchCLI
import Foundation

exit(BenchMain.run(Array(CommandLine.arguments.dropFirst()), console: .standard).rawValue)
