import ArgumentParser

/// The command tree `chartview --generate-completion-script bash|zsh|fish` is written from:
/// chartview's, with the window's arguments and options (the default command, `show`) at the top
/// level as well, since that is where a user types them (`chartview data.csv --theme dark`).
/// ArgumentParser's generators only know a default command by name, so completing on `chartview`
/// from its own tree would offer `--help` and the command names but no option of the window.
public struct ChartViewCompletion: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: ChartViewCommand.configuration.commandName,
        abstract: ChartViewCommand.configuration.abstract,
        version: ChartViewCommand.version,
        subcommands: [ShowCommand.self, RenderCommand.self])

    @OptionGroup var show: ShowCommand

    public init() {}

    /// The commands' names and abstracts as the scripts offer them: `help` (which ArgumentParser
    /// adds) takes one of these names.
    static var commands: [(name: String, abstract: String)] {
        configuration.subcommands.compactMap { command in
            command.configuration.commandName.map { (name: $0, abstract: command.configuration.abstract) }
        }
    }

    static var commandNames: [String] { commands.map(\.name) }

    /// The names a first word may be: the commands and `help`, with ArgumentParser's abstract.
    static var firstWords: [(name: String, abstract: String)] {
        commands + [(name: "help", abstract: "Show subcommand help information.")]
    }

    /// Whether `arguments` (normalised) ask for a completion script.
    public static func isRequest(_ arguments: [String]) -> Bool {
        arguments.first == "--generate-completion-script"
    }
}
