import ChartCore
import Foundation

/// A `chartview` window on a private Xvfb server: the process, started with `arguments` and its
/// standard output going to a scratch file the test reads (what `--print-ranges`,
/// `--print-status` and `--print-sql` print), and where xdotool found the window on the screen.
///
/// ```swift
/// let viewer = try ViewerWindow(x, arguments: ["--print-ranges", "prices.csv"])
/// defer { viewer.stop() }
/// try x.run("xdotool", ["mousemove"] + viewer.screen(Point(x: 400, y: 300)))
/// ```
public final class ViewerWindow {
    public let process = Process()
    /// The file standard output goes to.
    public let output: URL
    /// The X window's id, as xdotool names it.
    public let windowID: String
    /// The window's top-left corner on the screen, and its size, in screen pixels.
    public private(set) var left = 0, top = 0, width = 0, height = 0

    public enum StartError: Error, CustomStringConvertible {
        case noWindow(String)
        public var description: String {
            switch self {
            case .noWindow(let product): return "no \(product) window appeared"
            }
        }
    }

    /// Starts `product` (built beside the tests) and waits for its window to be mapped
    /// (xdotool's `--sync` returns then). Standard error goes to `errorOutput`, or nowhere.
    public init(_ x: XvfbSession, arguments: [String], product: String = "chartview", errorOutput: URL? = nil) throws {
        output = FileManager.default.temporaryDirectory.appendingPathComponent("\(product)-\(UUID().uuidString).jsonl")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: CommandRunner.product(product))
        process.arguments = arguments
        process.environment = x.environment
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try errorOutput.map { try FileHandle(forWritingTo: $0) } ?? FileHandle.nullDevice
        try process.run()
        let found = try x.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", product])
            .split(separator: "\n").first.map(String.init)
        guard let found else {
            process.terminate()
            throw StartError.noWindow(product)
        }
        windowID = found
        for line in try x.run("xdotool", ["getwindowgeometry", "--shell", found]).split(separator: "\n") {
            let parts = line.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { continue }
            switch parts[0] {
            case "X": left = value
            case "Y": top = value
            case "WIDTH": width = value
            case "HEIGHT": height = value
            default: break
            }
        }
    }

    /// What the process has printed so far.
    public var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// Screen coordinates, as xdotool takes them, of a point in the window.
    public func screen(_ p: Point) -> [String] {
        ["\(left + Int(p.x.rounded()))", "\(top + Int(p.y.rounded()))"]
    }

    /// Waits until the window shows a drawn frame: anything but one colour over its area. A
    /// window is mapped before its first frame, and input sent before then finds no laid-out
    /// chart (under load the gap is long enough for a whole drag to fall into it).
    public func waitUntilDrawn(_ x: XvfbSession) throws {
        _ = try x.screenshot { image in
            let corner = (top + 1) * image.width + left + 1
            guard corner * 4 + 3 < image.pixels.count else { return false }
            let p = image.pixels[(corner * 4)..<(corner * 4 + 4)].map { Double($0) / 255 }
            let background = Color(red: p[0], green: p[1], blue: p[2], alpha: 1)
            return PixelAssertions.countPixels(in: image, x0: left, y0: top, x1: left + width, y1: top + height,
                                               differingFrom: background, tolerance: 24) > 500
        }
    }

    /// Ends the process (if it still runs) and removes the output file.
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: output)
    }

    deinit { stop() }
}
