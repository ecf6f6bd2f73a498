import ChartData
import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// Shell completion as Scripts/install installs it (`chartview --generate-completion-script
/// bash|zsh|fish`), and the version under both its spellings.
final class ShellCompletionTests: XCTestCase {
    private var chartview: String { CommandRunner.product("chartview") }

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: chartview),
                          "chartview is not built beside the tests (run `swift build --build-tests` first)")
    }

    private func script(_ shell: String) throws -> String {
        let result = try CommandRunner.run(chartview, ["--generate-completion-script", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }

    /// What bash offers for the last of `words` (`""` for a new word), run through the script
    /// as bash runs it on Tab, in a fresh shell.
    private func bashOffers(_ words: [String]) throws -> [String] {
        let folder = try ScratchFolder("completion")
        let path = try folder.write("chartview.bash", try script("bash"))
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(path)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _chartview chartview "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try CommandRunner.run("/bin/bash", ["--norc", "-c", program], currentDirectory: folder.url.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    func testBashCompletesTheWindowsOptionsAndTheirValuesWithoutACommandName() throws {
        // The window is the default command: its options complete right after `chartview`.
        XCTAssertEqual(try bashOffers(["chartview", "data.csv", "--x-a"]), ["--x-axis"])
        XCTAssertEqual(try bashOffers(["chartview", "--theme", ""]), ["light", "dark", "vivid"])
        XCTAssertEqual(try bashOffers(["chartview", "data.csv", "--type", "st"]), ["step", "stacked-area", "stacked-column"])
        XCTAssertEqual(try bashOffers(["chartview", "--crosshair", ""]), ["snap", "floating"])
        XCTAssertTrue(try bashOffers(["chartview", "--print-"]).contains("--print-status"))
        // And under their command names.
        XCTAssertEqual(try bashOffers(["chartview", "show", "--y-axis", "c"]), ["category"])
        XCTAssertEqual(try bashOffers(["chartview", "render", "data.csv", "-o", "x.png", "--agg", ""]),
                       ["mean", "sum", "count", "min", "max"])
        XCTAssertEqual(try bashOffers(["chartview", "render", "in.csv", "--dtype", "u"]), ["u64", "u32", "u16", "u8"])
    }

    /// After a command name the words are that command's (ArgumentParser's script read the name
    /// as the window's FILE: `render <Tab>` offered the window's options and the command names);
    /// the first word offers the command names with the files, and `help` the command names.
    func testBashCompletesCommandNamesAfterHelpAndACommandsOwnWordsAfterItsName() throws {
        // The only file in the folder bash completes in is the script itself.
        XCTAssertEqual(try bashOffers(["chartview", "help", ""]), ["show", "render"])
        XCTAssertEqual(try bashOffers(["chartview", "help", "r"]), ["render"])
        XCTAssertEqual(try bashOffers(["chartview", "render", ""]), ["chartview.bash"])
        XCTAssertEqual(try bashOffers(["chartview", "show", ""]), ["chartview.bash"])
        XCTAssertEqual(try bashOffers(["chartview", ""]), ["show", "render", "help", "chartview.bash"])
        XCTAssertEqual(try bashOffers(["chartview", "r"]), ["render"])
        XCTAssertEqual(try bashOffers(["chartview", "render", "in.csv", "--out"]), ["--output"])
        XCTAssertEqual(try bashOffers(["chartview", "in.csv", "--ov"]), ["--overview"])
    }

    /// What fish offers for each of `lines` (`complete -C`: fish's own completion of a command
    /// line, with the script sourced), in a folder holding `in.csv` and `report.png`.
    private func fishOffers(_ lines: [String]) throws -> [String: [String]] {
        let folder = try ScratchFolder("fish-completion")
        for name in ["in.csv", "report.png"] { _ = try folder.write(name, "x,y\n1,2\n") }
        let functions = try ScratchFolder("fish-functions")
        let scriptPath = try functions.write("chartview.fish", try script("fish"))
        // Each line's offers are printed after the line and a tab, one line each.
        let program = lines.map { "printf '%s\\t%s\\n' '\($0)' (complete -C '\($0)' | string replace -r '\\t.*' '' | string join ' ')" }
            .joined(separator: "\n")
        let result = try CommandRunner.run("/bin/sh", ["-c", "exec fish --no-config -c \"$0\"", "source '\(scriptPath)'\n" + program],
                                           currentDirectory: folder.url.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        var offers: [String: [String]] = [:]
        for row in result.stdout.split(separator: "\n") {
            let parts = row.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            offers[String(parts[0])] = parts[1].split(separator: " ").map(String.init)
        }
        return offers
    }

    /// fish offers the command names and files for the first word, a command's own options and
    /// files after its name, the command names after `help`, and options spelled with a
    /// letter and a dash (`--x-range`) as the others: fish's `argparse` read `'x-range='` as `-x`
    /// with `--range`, failed on the second such spec, and no file was ever offered.
    func testFishCompletesCommandNamesFilesAndEveryCommandsOptions() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") || FileManager.default.isExecutableFile(atPath: "/bin/fish"),
                          "fish is not installed")
        let offers = try fishOffers(["chartview ren", "chartview ", "chartview render ", "chartview render in.csv -o ",
                                     "chartview help ", "chartview help r", "chartview --the", "chartview --theme ",
                                     "chartview in.csv --type st", "chartview render in.csv --dtype u", "chartview show --y-axis c",
                                     "chartview in.csv --x-r", "chartview in.csv --x-range 1:2 --x-r"])
        XCTAssertEqual(offers["chartview ren"], ["render"])
        XCTAssertEqual(Set(offers["chartview "] ?? []), ["show", "render", "help", "in.csv", "report.png"])
        XCTAssertEqual(Set(offers["chartview render "] ?? []), ["in.csv", "report.png"])
        XCTAssertEqual(offers["chartview render in.csv -o "], ["report.png"])
        XCTAssertEqual(Set(offers["chartview help "] ?? []), ["show", "render"])
        XCTAssertEqual(offers["chartview help r"], ["render"])
        XCTAssertEqual(offers["chartview --the"], ["--theme"])
        XCTAssertEqual(offers["chartview --theme "], ["light", "dark", "vivid"])
        XCTAssertEqual(offers["chartview in.csv --type st"], ["step", "stacked-area", "stacked-column"])
        XCTAssertEqual(offers["chartview render in.csv --dtype u"], ["u64", "u32", "u16", "u8"])
        XCTAssertEqual(offers["chartview show --y-axis c"], ["category"])
        XCTAssertEqual(offers["chartview in.csv --x-r"], ["--x-range"])
        // Given once, it is not offered again.
        XCTAssertEqual(offers["chartview in.csv --x-range 1:2 --x-r"], [])
    }

    /// What zsh offers on Tab after each of `lines`, in an interactive zsh on a pseudo-terminal
    /// (zsh/zpty) with the script on its `fpath` as Scripts/install puts it: each line is typed,
    /// Tab pressed, and the matches the completion system adds are collected (`compadd` wrapped);
    /// a marker printed after each line says its output is complete.
    private func zshOffers(_ lines: [String]) throws -> [String: [String]] {
        // The files completed are the working folder's: only the two written there.
        let folder = try ScratchFolder("zsh-completion")
        let functions = try ScratchFolder("zsh-functions")
        _ = try functions.write("_chartview", try script("zsh"))
        for name in ["in.csv", "report.png"] { _ = try folder.write(name, "x,y\n1,2\n") }
        let driver = try functions.write("offers.zsh", #"""
            zmodload zsh/zpty || exit 3
            zpty shell zsh -f -i
            zpty -w shell "PS1=''; RPS1=''; fpath=('$1' \$fpath); autoload -Uz compinit; compinit -u -D"
            zpty -w shell 'compadd() { if [[ " $* " == *" -"[OAD]" "* ]]; then builtin compadd "$@"; return; fi; local -a m; builtin compadd -O m "$@"; (( $#m )) && print -r -l -- "<<${^m}>>"; builtin compadd "$@"; }'
            zpty -w shell "zstyle ':completion:*' menu no; setopt no_beep no_list_beep; print @@ready@@"
            # Completion runs from a widget that prints a mark when it has finished, so each line's
            # offers are read up to that event; nothing else is typed while it runs (typed-ahead
            # keys can cut a completion short).
            zpty -w shell 'offers-then-mark() { zle complete-word; print -r -- "@@completed@@"; }; zle -N offers-then-mark; bindkey "^T" offers-then-mark'
            while zpty -r shell chunk; do [[ $chunk == @@ready@@* ]] && break; done
            for line in "${@[2,-1]}"; do
                zpty -w -n shell "$line"$'\C-t'
                typeset -aU offered=()
                finished=0
                while (( ! finished )) && zpty -r shell chunk; do
                    for part in "${(@f)chunk}"; do
                        [[ $part == *'<<'*'>>'* && $part != *'${^m}'* ]] && offered+=("${${part##*<<}%%>>*}")
                        [[ $part == *@@completed@@* && $part != *print* ]] && finished=1
                    done
                done
                zpty -w -n shell $'\C-u'
                print -r -- "$line"$'	'"${(j: :)offered}"
            done
            zpty -d shell
            """#)
        let result = try CommandRunner.run("/bin/sh", ["-c", "exec timeout -s KILL 120 zsh -f \"$0\" \"$@\"", driver, functions.url.path] + lines,
                                           environment: ["PATH": (chartview as NSString).deletingLastPathComponent + ":/usr/bin:/bin"],
                                           currentDirectory: folder.url.path)
        XCTAssertEqual(result.status, 0, result.stderr)
        var offers: [String: [String]] = [:]
        for row in result.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n") {
            let parts = row.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            offers[String(parts[0])] = parts[1].split(separator: " ").map(String.init)
        }
        return offers
    }

    /// zsh offers the command names and files for the first word, a command's own options and
    /// files after its name, the command names after `help`, and the window's options with their
    /// values without one.
    func testZshCompletesCommandNamesFilesAndEveryCommandsOptions() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") || FileManager.default.isExecutableFile(atPath: "/bin/zsh"),
                          "zsh is not installed")
        let offers = try zshOffers(["chartview ren", "chartview ", "chartview render ", "chartview render in.csv -o ",
                                    "chartview render in.csv --out", "chartview --the", "chartview --theme ",
                                    "chartview in.csv --type st", "chartview render in.csv --dtype u", "chartview show --y-axis c",
                                    "chartview help ", "chartview help r"])
        XCTAssertEqual(offers["chartview ren"], ["render"])
        XCTAssertEqual(Set(offers["chartview "] ?? []), ["show", "render", "help", "in.csv", "report.png"])
        XCTAssertEqual(Set(offers["chartview render "] ?? []), ["in.csv", "report.png"])
        XCTAssertEqual(offers["chartview render in.csv -o "], ["report.png"])
        XCTAssertEqual(offers["chartview render in.csv --out"], ["--output"])
        XCTAssertEqual(offers["chartview --the"], ["--theme"])
        XCTAssertEqual(offers["chartview --theme "], ["light", "dark", "vivid"])
        XCTAssertEqual(offers["chartview in.csv --type st"], ["step", "stacked-area", "stacked-column"])
        XCTAssertEqual(offers["chartview render in.csv --dtype u"], ["u64", "u32", "u16", "u8"])
        XCTAssertEqual(offers["chartview show --y-axis c"], ["category"])
        // `help` takes a command name (ArgumentParser's script offered nothing there).
        XCTAssertEqual(Set(offers["chartview help "] ?? []), ["show", "render"])
        XCTAssertEqual(offers["chartview help r"], ["render"])
    }

    /// Every option of the window and of `render` appears in each shell's script at the top
    /// level (the default command's) and under its command, with the words it takes.
    func testEveryShellsScriptCoversEveryOptionAndItsWords() throws {
        let help = try CommandRunner.run(chartview, ["--experimental-dump-help"])
        let tool = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(help.stdout.utf8)) as? [String: Any])
        let commands = try XCTUnwrap((tool["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
        var options: [String: [String]] = [:]  // long name: the words it completes with
        for command in commands where ["show", "render"].contains(command["commandName"] as? String) {
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["kind"] as? String != "positional" {
                let names = (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }
                let words = ((argument["completionKind"] as? [String: Any])?["list"] as? [String: Any])?["values"] as? [String]
                for name in names.compactMap({ $0["name"] as? String }) where name != "help" && name != "version" {
                    options[name] = words ?? []
                }
            }
        }
        XCTAssertGreaterThan(options.count, 30)
        XCTAssertEqual(options["theme"], ["light", "dark", "vivid"])
        XCTAssertEqual(options["type"], ChartFactory.seriesTypes)
        for shell in ["bash", "zsh", "fish"] {
            let text = try script(shell)
            for (name, words) in options {
                let spelled = shell == "fish" ? "-l '\(name)'" : "--\(name)"
                XCTAssertTrue(text.contains(spelled), "\(shell): --\(name)")
                for word in words { XCTAssertTrue(text.contains(word), "\(shell): --\(name) \(word)") }
            }
            // The top level (the window, the default command) offers the window's options too.
            let topLevel: Substring
            switch shell {
            case "bash": topLevel = text[text.range(of: "\n_chartview() {")!.lowerBound..<text.range(of: "\n_chartview_show() {")!.lowerBound]
            case "zsh": topLevel = text[text.range(of: "\n__chartview_top() {")!.lowerBound..<text.range(of: "\n_chartview_show() {")!.lowerBound]
            default:
                // `... "chartview" NAME'` for an option given once, `... "chartview"'` for a repeating one.
                topLevel = Substring(text.split(separator: "\n").filter {
                    $0.contains("for_flags_or_options \"chartview\" ") || $0.contains("for_flags_or_options \"chartview\"'")
                }.joined(separator: "\n"))
            }
            for name in ["theme", "x-axis", "print-status", "follow", "grid", "linked", "window", "agg"] {
                XCTAssertTrue(topLevel.contains(shell == "fish" ? "-l '\(name)'" : "--\(name)"), "\(shell): chartview --\(name)")
            }
        }
    }

    /// Each word completion offers is one the option accepts.
    func testEveryOfferedWordIsAccepted() throws {
        for name in ChartOptions.themeNames { XCTAssertNotNil(Theme.named(name), name) }
        for name in ChartOptions.axisKindNames { XCTAssertNoThrow(try AxisKind.named(name, option: "--x-axis"), name) }
        for name in ChartOptions.crosshairModes { XCTAssertNotNil(CrosshairMode(rawValue: name), name) }
        for name in ChartOptions.dtypeNames { XCTAssertNoThrow(try NumericType(name: name), name) }
        for kind in ChartFactory.seriesTypes { XCTAssertNoThrow(try ChartFactory.makeSeries(type: kind, title: "t"), kind) }
    }

    func testVersionUnderBothSpellings() throws {
        for flag in ["-V", "--version"] {
            let result = try CommandRunner.run(chartview, [flag])
            XCTAssertEqual(result.status, 0, flag)
            XCTAssertEqual(result.stdout, ChartViewCommand.version + "\n", flag)
            XCTAssertEqual(result.stderr, "", flag)
        }
    }
}
