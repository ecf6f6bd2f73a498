import Foundation

/// Runs a program built by this package (`chartview`, `chartbench`) as a user would, capturing its
/// output and exit status.
public struct CommandResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

public enum CommandRunner {
    /// The folder holding the package's built products: the test bundle sits beside them.
    public static var productsFolder: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? CommandLine.arguments[0])
        return bundle.deletingLastPathComponent()
    }

    public static func product(_ name: String) -> String {
        productsFolder.appendingPathComponent(name).path
    }

    /// Runs `executable` with `arguments`; `environment` entries replace or (with nil) remove variables.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String?] = [:],
                           currentDirectory: String? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let dir = currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: dir) }
        // Output goes to files, not pipes: a chatty process can never stall on a full pipe.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The package's root folder (for `Assets/`), found from this source file's path.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
