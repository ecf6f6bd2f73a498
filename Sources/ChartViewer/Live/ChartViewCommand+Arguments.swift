extension ChartViewCommand {
    /// The command line with `chartview INPUT render …` (the order a pipe reads naturally:
    /// `cmd | chartview - render -o out.png`) turned into `chartview render INPUT …`.
    public static func normalisedArguments(_ arguments: [String]) -> [String] {
        // `chartview --help` shows the window's options (the default command) and the render
        // line, not only the subcommand list; `--version` needs no subcommand.
        if arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"] { return ["show", "--help"] }
        // `-V`, as many tools spell it, is `--version` (ArgumentParser knows only the long name).
        if arguments == ["-V"] { return ["--version"] }
        guard arguments.count >= 2, arguments[1] == "render", !arguments[0].hasPrefix("--") else { return arguments }
        return ["render", arguments[0]] + arguments.dropFirst(2)
    }
}
