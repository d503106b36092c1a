/// A suite run that drew findings itself.
struct SuiteRunner {
    var findings: [Finding] = []
}
