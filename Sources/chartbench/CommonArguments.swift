/// The command line without the options of the modes that read their own (`--report`,
/// `--mapped-line`), so `Options` sees only the common ones.
func commonArguments(_ arguments: [String]) -> [String] {
    // Options followed by a value, and flags, that only those modes read.
    let valued: Set = ["--report-folder", "--report-mapped-points", "--scale-points", "--mapped-line", "--generate", "--pictures", "--grid-charts", "--grid-points", "--zoom-points", "--zoom-pictures", "--build-points", "--first-points", "--first-pictures"]
    let flags: Set = ["--report", "--report-scale", "--quick", "--grid", "--zoom-report", "--build-report", "--build-without-index", "--first-report"]
    var kept: [String] = []
    var skipNext = false
    for argument in arguments {
        if skipNext {
            skipNext = false
        } else if valued.contains(argument) {
            skipNext = true
        } else if !flags.contains(argument) {
            kept.append(argument)
        }
    }
    return kept
}
