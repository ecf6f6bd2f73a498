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
    /// The file the window appends `frame N` to after each frame it presents (`CHARTKIT_FRAME_LOG`,
    /// read by ChartWindow): the event a screenshot waits for.
    public let frames: URL
    private let x: XvfbSession
    /// The X window's id, as xdotool names it.
    public let windowID: String
    /// The window's top-left corner on the screen, and its size, in screen pixels.
    public private(set) var left = 0, top = 0, width = 0, height = 0

    public enum StartError: Error, CustomStringConvertible {
        case noWindow(String)
        case noLayout(Int)
        public var description: String {
            switch self {
            case .noWindow(let product): return "no \(product) window appeared"
            case .noLayout(let chart): return "the window printed no plot area of chart \(chart) (--print-layout)"
            }
        }
    }

    /// Starts `product` (built beside the tests) and waits for its window to be mapped
    /// (xdotool's `--sync` returns then). Standard error goes to `errorOutput`, or nowhere.
    public init(_ x: XvfbSession, arguments: [String], product: String = "chartview", errorOutput: URL? = nil) throws {
        self.x = x
        let stem = FileManager.default.temporaryDirectory.appendingPathComponent("\(product)-\(UUID().uuidString)")
        output = stem.appendingPathExtension("jsonl")
        frames = stem.appendingPathExtension("frames")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: frames.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: CommandRunner.product(product))
        process.arguments = arguments
        var environment = x.environment
        environment["CHARTKIT_FRAME_LOG"] = frames.path
        process.environment = environment
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

    /// Where chart `chart`'s plot area is in the window (window pixels from its top-left corner),
    /// as the last `--print-layout` line the viewer printed for it says: taken from the layout
    /// its frame was drawn in, so a test points into the plot wherever the labels put it. Waits
    /// for the first such line; `chart` is nil for a window of one chart (its lines carry no
    /// index). Fails the test (and throws) when none comes.
    public func plotArea(chart: Int? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> Rect {
        let lines = OutputLines(output, writer: process)
        func last() -> Rect? {
            lines.jsonLines.last { $0["chart"] as? Int == chart && $0["plot"] != nil }.flatMap { object in
                guard let edges = object["plot"] as? [Double], edges.count == 4 else { return nil }
                return Rect(x: edges[0], y: edges[1], width: edges[2] - edges[0], height: edges[3] - edges[1])
            }
        }
        guard lines.waitFor("a plot line of chart \(chart.map(String.init) ?? "0") (--print-layout)", file: file, line: line,
                            last) != nil, let plot = last() else { throw StartError.noLayout(chart ?? 0) }
        return plot
    }

    /// Screen coordinates, as xdotool takes them, of a point in the window.
    public func screen(_ p: Point) -> [String] {
        ["\(left + Int(p.x.rounded()))", "\(top + Int(p.y.rounded()))"]
    }

    /// The screen as soon as it shows what `shows` looks for: one screenshot once the window has
    /// presented its first frame (a mapped window shows nothing of its own before), then one
    /// after each further frame, until one shows it. A window that stops presenting, or exits,
    /// without showing it fails the test (`OutputLines`' bound) and gives the last shot, on which
    /// the caller's assertion then fails too.
    public func screenshot(until shows: (RGBAImage) throws -> Bool) throws -> RGBAImage {
        let presented = OutputLines(frames, writer: process)
        func frame(after seen: Int) -> Int? {
            presented.waitFor("a frame showing what the test waits for") { () -> Int? in
                let count = presented.lines.count
                return count > seen ? count : nil
            }
        }
        // The count is read before each shot, so a frame presented while it is taken brings another.
        var seen = frame(after: 0) ?? 0
        var image = try x.screenshot()
        while try !shows(image), let count = frame(after: seen) {
            seen = count
            image = try x.screenshot()
        }
        return image
    }

    /// Waits until the window shows a drawn frame: anything but one colour over its area. A
    /// window is mapped before its first frame, and input sent before then finds no laid-out
    /// chart (under load the gap is long enough for a whole drag to fall into it).
    public func waitUntilDrawn() throws {
        _ = try screenshot { image in
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
        try? FileManager.default.removeItem(at: frames)
    }

    deinit { stop() }
}
