import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The lines a child process writes to a file (a `chartview` window's standard output: what
/// `--print-ranges`, `--print-status` and `--print-sql` print), and waits for the line a test
/// expects that wake when the file changes (inotify), not after a fixed time.
///
/// ```swift
/// let output = OutputLines(viewer.output, writer: viewer.process)
/// let panned = output.waitForJSONLine { $0["cause"] as? String == "pan" }
/// ```
///
/// A wait ends when the line is there, when the writer has exited without writing it (nothing
/// more will come), or, so that a broken build fails instead of hanging, after `longestWait`.
/// Every test that waits for a window, a child process or a server waits through this type:
/// for a printed line, a server's log line, or (`ViewerWindow.screenshot(until:)`) the line the
/// window writes after each frame it presents. The bound only ever fails a test; it never
/// decides what the test sees.
public struct OutputLines {
    public let url: URL
    /// The process writing the file; without one (and without `isWriting`), only the bound ends
    /// a wait for a missing line.
    public let writer: Process?
    /// Whether a writer that is not a child of the test (a server started through a shell)
    /// still runs; a wait ends once it gives false and the line is still missing.
    public let isWriting: (() -> Bool)?
    /// The bound on one wait: generous, since a wait that succeeds ends at the line itself.
    public static let longestWait: TimeInterval = 120

    public init(_ url: URL, writer: Process? = nil) {
        self.url = url
        self.writer = writer
        self.isWriting = writer.map { process in { process.isRunning } }
    }

    /// Lines written by a process known only by its id (`kill(pid, 0)` says whether it runs).
    public init(_ url: URL, writerID: Int32) {
        self.url = url
        self.writer = nil
        self.isWriting = { kill(writerID, 0) == 0 }
    }

    /// The complete lines written so far (a line still being written is left out).
    public var lines: [String] {
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // what follows the last newline: nothing, or a line not yet finished
        return lines
    }

    /// The complete lines that are JSON objects, parsed.
    public var jsonLines: [[String: Any]] {
        lines.compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }

    /// The first line after the first `after` lines that satisfies `match`, once written; nil
    /// (and a test failure) when none comes.
    @discardableResult
    public func waitForLine(after: Int = 0, file: StaticString = #filePath, line: UInt = #line,
                            _ match: (String) -> Bool) -> String? {
        waitFor("a line", file: file, line: line) { lines.dropFirst(after).first(where: match) }
    }

    /// The first JSON line after the first `after` JSON lines that satisfies `match`, once
    /// written; nil (and a test failure) when none comes.
    @discardableResult
    public func waitForJSONLine(after: Int = 0, file: StaticString = #filePath, line: UInt = #line,
                                _ match: ([String: Any]) -> Bool) -> [String: Any]? {
        waitFor("a JSON line", file: file, line: line) { jsonLines.dropFirst(after).first(where: match) }
    }

    /// Evaluates `found` each time the file (or, for a folder, anything in it) changes until it
    /// gives a value. The file is watched before the first look, so a change between the look
    /// and the wait still wakes it.
    @discardableResult
    public func waitFor<Value>(_ what: String = "the expected output", file: StaticString = #filePath,
                               line: UInt = #line, _ found: () -> Value?) -> Value? {
        let watcher = inotify_init1(Int32(IN_CLOEXEC))
        defer { if watcher >= 0 { close(watcher) } }
        // A folder's watch also wakes for files created or moved into it (a file written).
        if watcher >= 0 { _ = inotify_add_watch(watcher, url.path, UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO)) }
        let giveUp = Date(timeIntervalSinceNow: Self.longestWait)
        while true {
            if let value = found() { return value }
            if let isWriting, !isWriting() {
                // Exited: what it wrote last is all there will be.
                if let value = found() { return value }
                break
            }
            let left = giveUp.timeIntervalSinceNow
            if left <= 0 { break }
            // The writer's exit does not change the file (the test holds the same open file
            // too), so the wait wakes once a second to look whether it still runs.
            var poller = pollfd(fd: watcher, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, Int32(min(left, 1) * 1000)) > 0 {
                var events = [UInt8](repeating: 0, count: 4096)
                _ = read(watcher, &events, events.count)
            }
        }
        let last = lines.last.map { String($0.prefix(300)) } ?? "nothing"
        let reason = writer.map { $0.isRunning ? "still running" : "exited with status \($0.terminationStatus)" }
            ?? isWriting.map { $0() ? "still running" : "exited" } ?? ""
        XCTFail("no \(what) as expected in \(url.lastPathComponent) (writer \(reason)); last line: \(last)", file: file, line: line)
        return nil
    }
}
