import ChartCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private virtual X server (Xvfb) for window tests, with helpers to drive it with `xdotool`
/// and to take screenshots with `xwd`.
///
/// ```swift
/// guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
/// let x = try XvfbSession()
/// x.exportDisplay()                       // windows opened by this process go to it
/// try x.run("xdotool", ["mousemove", "100", "80", "click", "1"])
/// let shot = try x.screenshot()
/// x.stop()                                // also on deinit
/// ```
///
/// The server listens on a Unix socket only (`-nolisten tcp`), at 96 dpi so that content scale is 1.
public final class XvfbSession {
    /// Why the server could not start or a tool failed.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// The tools the session needs on `PATH`, with the Debian packages that provide them.
    public static let requiredTools = [("Xvfb", "xvfb"), ("xdotool", "xdotool"), ("xwd", "x11-apps")]

    /// Whether `Xvfb`, `xdotool` and `xwd` are all on `PATH`.
    public static var isAvailable: Bool {
        requiredTools.allSatisfy { executablePath($0.0) != nil }
    }

    /// A sentence for `XCTSkip` naming what is missing and how to install it.
    public static var unavailableReason: String {
        let missing = requiredTools.filter { executablePath($0.0) == nil }
        guard !missing.isEmpty else { return "Xvfb, xdotool and xwd are available" }
        return "window tests need \(missing.map(\.0).joined(separator: ", ")) on PATH "
            + "(apt-get install \(missing.map(\.1).joined(separator: " ")))"
    }

    /// The display name, such as `":91"`.
    public let display: String
    public let displayNumber: Int
    /// The screen's size in pixels.
    public let screenWidth: Int
    public let screenHeight: Int

    private var server: Process?
    private let logPath: String
    /// DISPLAY as it was before `exportDisplay`, to restore on stop; `.some(nil)` when it was unset.
    private var displayBeforeExport: String??

    /// Starts Xvfb on a display number the server picks itself, the first free one (`-displayfd`:
    /// no number is found free here and taken later, which another server could take between),
    /// and waits until it accepts connections.
    public init(width: Int = 1280, height: Int = 800) throws(Failure) {
        guard let xvfb = Self.executablePath("Xvfb") else { throw Failure(reason: Self.unavailableReason) }
        screenWidth = min(max(width, 16), 8192)
        screenHeight = min(max(height, 16), 8192)
        let log = NSTemporaryDirectory() + "chartkit-xvfb-\(getpid())-\(UUID().uuidString).log"
        let started: Process
        let readiness = Pipe()
        do {
            started = try Self.launch(xvfb, width: screenWidth, height: screenHeight, log: log, readiness: readiness)
        } catch {
            throw Failure(reason: "cannot start Xvfb: \(error)")
        }
        guard let number = Self.waitUntilReady(started, readiness: readiness) else {
            if started.isRunning {
                started.terminate()
            }
            started.waitUntilExit()
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(atPath: log)
            throw Failure(reason: "Xvfb did not start: " + (output.split(separator: "\n").last.map(String.init) ?? "no answer"))
        }
        server = started
        display = ":\(number)"
        displayNumber = number
        logPath = log
    }

    deinit {
        stop()
    }

    /// This process's environment with `DISPLAY` pointing at the server, for child processes.
    public var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        return env
    }

    /// Points this process's `DISPLAY` at the server, so windows it opens appear there; `stop`
    /// puts the previous value back.
    public func exportDisplay() {
        if displayBeforeExport == nil {
            displayBeforeExport = .some(getenv("DISPLAY").map { String(cString: $0) })
        }
        setenv("DISPLAY", display, 1)
    }

    /// Runs `tool` (found on `PATH`) with `arguments` against the server and returns its standard
    /// output; throws when it cannot start or exits with a non-zero status.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String]) throws(Failure) -> String {
        String(decoding: try execute(tool, arguments), as: UTF8.self)
    }

    /// A screenshot of the whole screen, taken with `xwd -root`.
    public func screenshot() throws(Failure) -> RGBAImage {
        let bytes = try execute("xwd", ["-root", "-silent", "-display", display])
        do {
            return try XWDImage(bytes: bytes).image
        } catch {
            throw Failure(reason: "xwd screenshot: \(error)")
        }
    }

    /// Stops the server and restores `DISPLAY` if `exportDisplay` changed it. Safe to call twice.
    public func stop() {
        if let previous = displayBeforeExport {
            if let previous { setenv("DISPLAY", previous, 1) } else { unsetenv("DISPLAY") }
            displayBeforeExport = nil
        }
        guard let server else { return }
        self.server = nil
        if server.isRunning {
            server.terminate()
        }
        server.waitUntilExit()
        try? FileManager.default.removeItem(atPath: logPath)
    }

    // MARK: - Processes

    private func execute(_ tool: String, _ arguments: [String]) throws(Failure) -> [UInt8] {
        let command = ([tool] + arguments).joined(separator: " ")
        guard server != nil else { throw Failure(reason: "\(command): the Xvfb session was stopped") }
        guard let path = Self.executablePath(tool) else { throw Failure(reason: "\(tool) is not on PATH") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(reason: "\(command): cannot start: \(error)")
        }
        // Both pipes are drained at once: a child blocked on a full stderr would never finish stdout.
        let errorBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorBox.data = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = String(decoding: errorBox.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(reason: "\(command) failed (status \(process.terminationStatus)): \(message)")
        }
        return [UInt8](output)
    }

    /// Holds what the stderr reader collected until the group is done.
    private final class DataBox: @unchecked Sendable {
        var data = Data()
    }

    /// Starts Xvfb. `-displayfd 1` makes the server take the first free display number and
    /// write it to its standard output (`readiness`) once it has finished starting and serves
    /// clients, which a socket that accepts connections does not prove. `-noreset` keeps it from
    /// resetting when its last client leaves: a reset under a client that connects at that
    /// moment drops the connection, and the first reset on a fresh machine (keymaps not yet
    /// compiled) is slow enough for a window test to connect into it.
    private static func launch(_ xvfb: String, width: Int, height: Int, log: String, readiness: Pipe) throws -> Process {
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-screen", "0", "\(width)x\(height)x24",
                             "-nolisten", "tcp", "-dpi", "96", "-noreset", "-displayfd", "1"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = readiness
        process.standardError = FileHandle(forWritingAtPath: log) ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The display number the server writes to `readiness` once it serves clients; nil when it
    /// exited first. The wait ends at that line or at the server's exit (the end of the pipe);
    /// the shared bound (`OutputLines.longestWait`) only fails a server that does neither.
    private static func waitUntilReady(_ process: Process, readiness: Pipe) -> Int? {
        let fd = readiness.fileHandleForReading.fileDescriptor
        var received: [UInt8] = []
        let giveUp = Date(timeIntervalSinceNow: OutputLines.longestWait)
        while giveUp.timeIntervalSinceNow > 0 {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 1000) >= 0 else { return nil }
            if poller.revents & Int16(POLLIN | POLLHUP) != 0 {
                var buffer = [UInt8](repeating: 0, count: 16)
                let n = read(fd, &buffer, buffer.count)
                guard n > 0 else { return nil }          // end of file: the server exited
                received += buffer[0..<n]
                if received.contains(UInt8(ascii: "\n")) {
                    return Int(String(decoding: received, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
                }
            } else if !process.isRunning {
                return nil
            }
        }
        return nil
    }

    /// The full path of `tool` found on `PATH`, or nil.
    static func executablePath(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }
}
