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
            case "zsh": topLevel = text[text.range(of: "\n_chartview() {")!.lowerBound..<text.range(of: "\n_chartview_show() {")!.lowerBound]
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
