import ArgumentParser

extension ChartViewCompletion {
    /// Prints the completion script `arguments` ask for: ArgumentParser's, reworked for each
    /// shell so that the first word offers the command names as well as files, the words after a
    /// command name are that command's, and `help` offers the command names (`zshScript`,
    /// `bashScript`, `fishScript`).
    public static func generate(_ arguments: [String]) {
        let shell = arguments.count == 2 ? arguments[1]
            : arguments.first?.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init)
        let script: String
        switch shell {
        case "zsh": script = zshScript(completionScript(for: .zsh))
        case "bash": script = bashScript(completionScript(for: .bash))
        case "fish": script = fishScript(completionScript(for: .fish))
        default: return main(arguments)
        }
        print(script, terminator: script.hasSuffix("\n") ? "" : "\n")
    }

    /// ArgumentParser's zsh script for this tree puts the window's FILE at the first word and the
    /// command names at the second, so `chartview ren<Tab>` offered no `render` and
    /// `chartview render <Tab>` offered the command names instead of files. This keeps its
    /// functions and puts a dispatcher in front: after `show`, `render` or `help` the words go to
    /// that command's function; otherwise the top level completes the window's options and FILE,
    /// and the first word the command names too. `help` takes one command name (ArgumentParser
    /// offers nothing there). `generated` comes back as it was if its shape is not the one
    /// expected (a test drives the result in zsh).
    static func zshScript(_ generated: String) -> String {
        let name = configuration.commandName ?? "chartview"
        let definition = "\n_\(name)() {\n"
        let trailer = "\nif [[ \"${funcstack[1]}\" = _\(name) ]]; then"
        let positionals = ["        '(-): :->command'\n", "        '(-)*:: :->arg'\n"]
        let helpWords = "\n_\(name)_help() {\n    local -i ret=1\n    local -ar arg_specs=(\n        '*:subcommands:'\n"
        guard let definitionRange = generated.range(of: definition), let trailerRange = generated.range(of: trailer),
              positionals.allSatisfy(generated.contains), generated.contains(helpWords) else { return generated }
        var script = generated
        var body = String(script[definitionRange.upperBound..<trailerRange.lowerBound])
        for line in positionals { body = body.replacingOccurrences(of: line, with: "") }
        body = body.replacingOccurrences(of: helpWords, with: helpWords.replacingOccurrences(
            of: "'*:subcommands:'", with: "':command:(\(commandNames.joined(separator: " ")))'"))
        let commands = firstWords
        let quoted = commands.map { "'" + "\($0.name):\($0.abstract)".replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let dispatcher = """

            _\(name)() {
                # No `emulate -L zsh` here: under it _describe matched nothing for a prefix
                # (`chartview ren<Tab>`); the completion system has set its options already.
                local -ar chartview_commands=(
                    \(quoted.joined(separator: "\n        "))
                )
                # After a command name the rest is that command's line (its name first).
                if (( CURRENT > 2 )) && [[ ${words[2]} == (\(commands.map(\.name).joined(separator: "|"))) ]]; then
                    local command=${words[2]}
                    words=("${(@)words[2,-1]}")
                    (( CURRENT-- ))
                    "_\(name)_${command}"
                    return
                fi
                local -i ret=1
                if (( CURRENT == 2 )) && [[ $PREFIX != -* ]]; then
                    _describe -V command chartview_commands && ret=0
                fi
                __\(name)_top "$@" && ret=0
                return ret
            }

            """
        script.replaceSubrange(definitionRange.lowerBound..<trailerRange.lowerBound,
                               with: "\n__\(name)_top() {\n" + body + dispatcher)
        return script
    }
}
