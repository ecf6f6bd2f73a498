extension ChartViewCompletion {
    /// ArgumentParser's fish script for this tree failed in three ways (fish 3.6, Debian 12's):
    /// - fish's `argparse` reads an option spec such as `'x-range='` as the short flag `x` with the
    ///   long name `range`, so `x-range` and `y-range` both defined `--range` and every parse of
    ///   the line failed: no file was ever offered, and no command's words. Each such spec gets a
    ///   short flag of its own that no option uses (`'0/x-range='`), only in the parsing calls;
    /// - the first word is read as the window's FILE, so the words after `render` were the
    ///   window's, and the command names were offered at the second word: a command name now
    ///   goes to its command, and the first word offers the names with the files;
    /// - `help` offered no command name.
    /// `generated` comes back as it was if its shape is not the one expected (a test drives the
    /// result in fish).
    static func fishScript(_ generated: String) -> String {
        let name = configuration.commandName ?? "chartview"
        let parse = "__\(name)_parse_subcommand "
        let topCase = "    case '\(name)'\n"
        let secondWord = "__\(name)_should_offer_completions_for_positional \"\(name)\" -eq 2' -fa"
        guard let caseRange = generated.range(of: topCase),
              let parseLineEnd = generated[caseRange.upperBound...].firstIndex(of: "\n"),
              generated[caseRange.upperBound..<parseLineEnd].hasPrefix("        " + parse),
              generated.contains(secondWord) else { return generated }
        let topParse = String(generated[caseRange.upperBound..<parseLineEnd])
        let dispatch = """
                    # After a command name the rest is that command's line (not the window's FILE).
                    if contains -- "$unparsed_tokens[2]" \(firstWords.map(\.name).joined(separator: " "))
                        set -a commands $unparsed_tokens[1]
                        set -e unparsed_tokens[1]
                    else
                        \(topParse.drop { $0 == " " })
                    end
            """
        var script = String(generated[..<caseRange.upperBound]) + dispatch + generated[parseLineEnd...]
        script = script.replacingOccurrences(of: secondWord, with: secondWord.replacingOccurrences(of: "-eq 2", with: "-eq 1"))
        script = script.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.contains(parse) ? fishParseLineWithLongNamesKept(String($0)) : String($0) }
            .joined(separator: "\n")
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        // ArgumentParser's script ends without a line break.
        if !script.hasSuffix("\n") { script += "\n" }
        for command in commands {
            script += "complete -c \(quoted(name)) -n '__\(name)_should_offer_completions_for_positional \"\(name) help\" -eq 1'"
                + " -fa \(quoted(command.name)) -d \(quoted(command.abstract))\n"
        }
        return script
    }

    /// `line` (a parsing call: `__NAME_parse_subcommand 1 'x-range=' 'h/help' …`) with every spec
    /// whose long name is a letter, a dash and more given a short flag of its own, so that fish's
    /// `argparse` keeps the long name whole.
    static func fishParseLineWithLongNamesKept(_ line: String) -> String {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        func spec(_ word: String) -> Substring? {
            word.count > 2 && word.hasPrefix("'") && word.hasSuffix("'") ? word.dropFirst().dropLast() : nil
        }
        // Short flags taken: `h/help`, or a spec that is one character (`x=`).
        var taken = Set<Character>()
        for word in words {
            guard let spec = spec(word) else { continue }
            let flag = spec.prefix { $0 != "=" }
            if flag.count == 1 || (flag.count > 1 && flag.dropFirst().first == "/") { taken.insert(flag.first!) }
        }
        var free = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz").filter { !taken.contains($0) }[...]
        return words.map { word -> String in
            guard let spec = spec(word) else { return word }
            let flag = spec.prefix { $0 != "=" }
            guard flag.count > 2, flag.first!.isLetter, flag.dropFirst().first == "-", let short = free.popFirst() else { return word }
            return "'\(short)/\(spec)'"
        }.joined(separator: " ")
    }
}
