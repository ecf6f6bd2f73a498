extension ChartViewCommand {
    /// The command line with `chartview INPUT render …` (the order a pipe reads naturally:
    /// `cmd | chartview - render -o out.png`) turned into `chartview render INPUT …`.
    public static func normalisedArguments(_ arguments: [String]) -> [String] {
        guard arguments.count >= 2, arguments[1] == "render", !arguments[0].hasPrefix("--") else { return arguments }
        return ["render", arguments[0]] + arguments.dropFirst(2)
    }
}
