extension ChartViewCompletion {
    /// ArgumentParser's bash script for this tree reads the first word as the window's FILE (the
    /// default command's one positional), so after `render` it offered the window's options and
    /// the command names, not render's options and files; the first word offered files but no
    /// command name, and `help` no command name. This sends the words after a command name to
    /// that command's function, adds the command names to the first word and gives `help` one.
    /// `generated` comes back as it was if its shape is not the one expected (a test drives the
    /// result in bash).
    static func bashScript(_ generated: String) -> String {
        let name = configuration.commandName ?? "chartview"
        let top = "\n_\(name)() {\n"
        let offer = "    __\(name)_offer_flags_options 1\n"
        let filePositional = "    case \"${positional_number}\" in\n    1)\n        __\(name)_add_completions -f\n"
        let help = "\n_\(name)_help() {\n"
        let helpOffer = "    __\(name)_offer_flags_options -1\n}\n"
        guard let topRange = generated.range(of: top),
              let offerRange = generated.range(of: offer, range: topRange.upperBound..<generated.endIndex),
              let fileRange = generated.range(of: filePositional, range: offerRange.upperBound..<generated.endIndex),
              let helpRange = generated.range(of: help),
              let helpOfferRange = generated.range(of: helpOffer, range: helpRange.upperBound..<generated.endIndex),
              fileRange.upperBound < helpRange.lowerBound else { return generated }
        // compgen -W inside __NAME_add_completions splits its words at newlines only.
        func words(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: "$'\\n'") }
        let dispatch = """
                # After a command name the rest is that command's line (its options, its FILE).
                case "${COMP_WORDS[1]}" in
                \(firstWords.map(\.name).joined(separator: "|")))
                    if (( COMP_CWORD > 1 )); then
                        unparsed_words=("${COMP_WORDS[@]:2:COMP_CWORD-1}")
                        "_\(name)_${COMP_WORDS[1]}"
                        return
                    fi
                    ;;
                esac

            """
        let firstWord = "        (( COMP_CWORD == 1 )) && __\(name)_add_completions -W \(words(firstWords.map(\.name)))\n"
        let helpWords = """
                __\(name)_offer_flags_options 1
                case "${positional_number}" in
                1)
                    __\(name)_add_completions -W \(words(commandNames))
                    return
                    ;;
                esac
            }

            """
        let fileCompletion = generated.index(fileRange.upperBound, offsetBy: -"        __\(name)_add_completions -f\n".count)
        return String(generated[..<offerRange.lowerBound]) + dispatch
            + generated[offerRange.lowerBound..<fileCompletion] + firstWord
            + generated[fileCompletion..<helpOfferRange.lowerBound] + helpWords
            + generated[helpOfferRange.upperBound...]
    }
}
