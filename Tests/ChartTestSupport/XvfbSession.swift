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

    /// Starts Xvfb on the first free display number from `firstDisplayNumber` on and waits until it
    /// accepts connections.
    public init(width: Int = 1280, height: Int = 800, firstDisplayNumber: Int = 91) throws(Failure) {
        guard let xvfb = Self.executablePath("Xvfb") else { throw Failure(reason: Self.unavailableReason) }
        screenWidth = min(max(width, 16), 8192)
        screenHeight = min(max(height, 16), 8192)
        var problems: [String] = []
        for number in firstDisplayNumber..<(firstDisplayNumber + 20) {
            // A socket or lock file means another server owns (or recently owned) the number.
            if FileManager.default.fileExists(atPath: Self.socketPath(number))
                || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
                continue
            }
            let log = NSTemporaryDirectory() + "chartkit-xvfb-\(getpid())-\(number).log"
            let started: Process
            do {
                started = try Self.launch(xvfb, number: number, width: screenWidth, height: screenHeight, log: log)
            } catch {
                throw Failure(reason: "cannot start Xvfb: \(error)")
            }
            if Self.waitUntilReady(started, number: number) {
                server = started
                display = ":\(number)"
                displayNumber = number
                logPath = log
                return
            }
            if started.isRunning {
                started.terminate()
            }
            started.waitUntilExit()
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            problems.append(":\(number): " + (output.split(separator: "\n").last.map(String.init) ?? "no answer"))
            try? FileManager.default.removeItem(atPath: log)
        }
        throw Failure(reason: "Xvfb did not start on any display from :\(firstDisplayNumber): "
                      + (problems.isEmpty ? "all numbers are taken" : problems.joined(separator: "; ")))
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

    private static func launch(_ xvfb: String, number: Int, width: Int, height: Int, log: String) throws -> Process {
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [":\(number)", "-screen", "0", "\(width)x\(height)x24",
                             "-nolisten", "tcp", "-dpi", "96"]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: log) ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Polls the server's socket a bounded number of times (about 10 s in all); false when the
    /// server exited (the number was taken) or never answered.
    private static func waitUntilReady(_ process: Process, number: Int) -> Bool {
        for _ in 0..<400 {
            guard process.isRunning else { return false }
            // The socket may belong to a server another test process started on the same number a
            // moment earlier: ours is the one whose pid the lock file holds.
            if acceptsConnections(socketPath(number)) { return lockOwner(number) == process.processIdentifier }
            usleep(25_000)
        }
        return false
    }

    /// The pid written in the display's lock file, if any.
    private static func lockOwner(_ number: Int) -> Int32? {
        guard let text = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func socketPath(_ number: Int) -> String {
        "/tmp/.X11-unix/X\(number)"
    }

    /// Whether a Unix stream socket at `path` accepts a connection.
    private static func acceptsConnections(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { Glibc.close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        return result == 0
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
