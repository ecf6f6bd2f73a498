import CGL
import ChartCore
@_spi(Testing) import ChartPlatform
import ChartTestSupport
import Foundation
import XCTest

/// The GLFW window under a private Xvfb server (skipped with a reason when Xvfb, xdotool or xwd
/// is missing; CI installs them), its no-display error, and the pieces of the harness that need
/// no server: click counting and the XWD decoder.
final class WindowTests: XCTestCase {
    /// The clear colour and the 8-bit value each channel must take on screen.
    private static let clear = (r: 0.2, g: 0.6, b: 0.4)
    private static let clearOnScreen: (UInt8, UInt8, UInt8) = (51, 153, 102)

    // MARK: - Harness

    /// Starts a server, points this process at it, and opens a 400×300 window that clears to
    /// `clear`. Callers close the window before stopping the server: Xlib exits the process
    /// when its server vanishes under it.
    private func openWindow(_ x: XvfbSession) throws -> ChartWindow {
        x.exportDisplay()
        let window = try ChartWindow(title: "ChartKit window test", width: 400, height: 300)
        window.onFrame = {
            glClearColor(GLfloat(Self.clear.r), GLfloat(Self.clear.g), GLfloat(Self.clear.b), 1)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            return false
        }
        return window
    }

    private func startServer() throws -> XvfbSession {
        guard XvfbSession.isAvailable else { throw XCTSkip(XvfbSession.unavailableReason) }
        return try XvfbSession()
    }

    /// The bounding box of the pixels of exactly the clear colour, and how many there are.
    private func findWindow(in shot: RGBAImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int, count: Int)?
        let (r, g, b) = Self.clearOnScreen
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let p = shot[x, y]
                guard p.r == r, p.g == g, p.b == b else { continue }
                if let old = box {
                    box = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y), old.count + 1)
                } else {
                    box = (x, y, x, y, 1)
                }
            }
        }
        return box
    }

    /// Runs single frames until `done` holds, at most `limit` of them: events sent by xdotool are
    /// in the server's queue when it exits, but a loaded machine may hand them over a frame later.
    private func pump(_ window: ChartWindow, limit: Int = 100, until done: () -> Bool) {
        for _ in 0..<limit where !done() && window.isOpen {
            window.run(frames: 1)
        }
    }

    /// Runs `body` with DISPLAY (and WAYLAND_DISPLAY) set as given, restoring both afterwards.
    private func withDisplay(_ display: String?, _ body: () -> Void) {
        let saved: [(String, String?)] = ["DISPLAY", "WAYLAND_DISPLAY"].map { name in
            (name, getenv(name).map { String(cString: $0) })
        }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        unsetenv("WAYLAND_DISPLAY")
        if let display { setenv("DISPLAY", display, 1) } else { unsetenv("DISPLAY") }
        body()
    }

    // MARK: - Without a display

    /// The error opening a window throws; nil (and a failure) if it opened.
    private func openingError() -> WindowError? {
        do {
            let window = try ChartWindow(title: "none", width: 100, height: 100)
            window.close()
            XCTFail("a window opened")
            return nil
        } catch {
            return error
        }
    }

    func testWithoutDisplayTheWindowThrowsNoDisplayPointingToRender() {
        withDisplay(nil) {
            let error = openingError()
            XCTAssertEqual(error, .noDisplay(reason: "DISPLAY is not set"))
            XCTAssertEqual(error?.description, "cannot open a window: no display (DISPLAY is not set). "
                           + "Use `chartview render FILE -o out.png` to draw without one.")
        }
    }

    func testADisplayThatDoesNotAnswerThrowsNoDisplay() throws {
        // Display numbers with no socket and no lock: nothing can answer there.
        guard let number = (60..<90).first(where: {
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
                && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
        }) else { throw XCTSkip("no unused display number between :60 and :89") }
        withDisplay(":\(number)") {
            let error = openingError()
            guard case .noDisplay(let reason)? = error else {
                return XCTFail("expected noDisplay, got \(String(describing: error))")
            }
            XCTAssertTrue(reason.hasPrefix("DISPLAY=:\(number) does not answer"), reason)
            XCTAssertTrue(error?.description.contains("chartview render") ?? false)
        }
    }

    // MARK: - Under Xvfb

    func testTheClearColourFillsExactlyTheWindowOnScreen() throws {
        let x = try startServer()
        defer { x.stop() }
        let window = try openWindow(x)
        defer { window.close() }
        XCTAssertEqual(window.framebufferSize.width, 400)
        XCTAssertEqual(window.framebufferSize.height, 300)
        XCTAssertEqual(window.contentScale, 1)
        XCTAssertEqual(window.logicalSize, Size(width: 400, height: 300))

        var frames = 0
        let clear = window.onFrame
        window.onFrame = { frames += 1; return clear?() ?? false }
        window.run(frames: 3)
        XCTAssertEqual(frames, 3)
        XCTAssertTrue(window.isOpen)

        let shot = try x.screenshot()
        XCTAssertEqual(shot.width, 1280)
        XCTAssertEqual(shot.height, 800)
        let box = try XCTUnwrap(findWindow(in: shot), "the clear colour is nowhere on the screen")
        XCTAssertEqual(box.maxX - box.minX + 1, 400)
        XCTAssertEqual(box.maxY - box.minY + 1, 300)
        XCTAssertEqual(box.count, 400 * 300)
    }

    func testAWindowCanOpenAgainAfterTheFirstClosed() throws {
        let x = try startServer()
        defer { x.stop() }
        for _ in 0..<2 {
            let window = try openWindow(x)
            window.run(frames: 1)
            window.close()
            XCTAssertFalse(window.isOpen)
            // A closed window keeps its last size and ignores further calls.
            XCTAssertEqual(window.framebufferSize.width, 400)
            window.run(frames: 1)
            window.requestRedraw()
            window.close()
        }
    }

    func testXdotoolClicksArriveInLogicalPointsWithDoubleClickCount() throws {
        let x = try startServer()
        defer { x.stop() }
        let window = try openWindow(x)
        defer { window.close() }
        window.run(frames: 2)
        let box = try XCTUnwrap(findWindow(in: x.screenshot()))
        var events: [InputEvent] = []
        window.onEvent = { events.append($0) }

        try x.run("xdotool", ["mousemove", "\(box.minX + 120)", "\(box.minY + 80)"])
        try x.run("xdotool", ["click", "--repeat", "2", "--delay", "50", "1"])
        try x.run("xdotool", ["click", "4"])
        pump(window) { events.contains { if case .scroll = $0 { return true } else { return false } } }

        let downs = events.compactMap { event -> (InputEvent.Button, Point, Int)? in
            guard case .pointerDown(let button, let at, _, let count, _) = event else { return nil }
            return (button, at, count)
        }
        XCTAssertEqual(downs.map(\.2), [1, 2])
        XCTAssertEqual(downs.map(\.0), [.left, .left])
        XCTAssertEqual(downs.first?.1, Point(x: 120, y: 80))
        let ups = events.filter { if case .pointerUp(.left, Point(x: 120, y: 80), [], _) = $0 { return true } else { return false } }
        XCTAssertEqual(ups.count, 2)
        let scrolls = events.compactMap { event -> (Double, Double, Bool)? in
            guard case .scroll(let dx, let dy, Point(x: 120, y: 80), _, let precise, _) = event else { return nil }
            return (dx, dy, precise)
        }
        XCTAssertEqual(scrolls.count, 1)
        XCTAssertEqual(scrolls.first?.0, 0)
        XCTAssertEqual(scrolls.first?.1, 1, "wheel up scrolls by +1")
        XCTAssertEqual(scrolls.first?.2, false, "a wheel notch is not a precise scroll")
        // Event times come from one clock and never run backwards.
        XCTAssertEqual(events.map(\.time), events.map(\.time).sorted())
    }

    func testEscapeIsAKeyEventAndControlQCloses() throws {
        let x = try startServer()
        defer { x.stop() }
        let window = try openWindow(x)
        defer { window.close() }
        window.run(frames: 2)
        let box = try XCTUnwrap(findWindow(in: x.screenshot()))
        var keys: [InputEvent.Key] = []
        window.onEvent = { if case .key(let key, _, _, _) = $0 { keys.append(key) } }

        // The pointer over the window makes sure key presses go to it, with or without focus.
        try x.run("xdotool", ["mousemove", "\(box.minX + 10)", "\(box.minY + 10)"])
        try x.run("xdotool", ["key", "Escape", "a", "plus", "Left"])
        pump(window) { keys.count >= 4 }
        XCTAssertEqual(keys, [.escape, .character("a"), .plus, .left])
        XCTAssertTrue(window.isOpen, "Escape must not close the window")

        try x.run("xdotool", ["key", "ctrl+q"])
        pump(window) { !window.isOpen }
        XCTAssertFalse(window.isOpen)
        XCTAssertEqual(keys.count, 4, "Ctrl+Q closes without a key event")
    }

    func testRunKeepsDrawingWhileAnimatingAndEndsOnClose() throws {
        let x = try startServer()
        defer { x.stop() }
        let window = try openWindow(x)
        defer { window.close() }
        var frames = 0
        window.onFrame = {
            frames += 1
            if frames == 5 { window.close() }
            return true
        }
        window.run()
        XCTAssertEqual(frames, 5)
        XCTAssertFalse(window.isOpen)
    }

    func testAnIdleLoopWakesForARedrawRequestedFromAnotherThread() throws {
        let x = try startServer()
        defer { x.stop() }
        let window = try openWindow(x)
        defer { window.close() }
        window.run(frames: 2)
        let box = try XCTUnwrap(findWindow(in: x.screenshot()))
        var frames = 0
        var closedByWatchdog = false
        window.onFrame = {
            frames += 1
            if frames > 1 { window.close() }
            return false
        }
        // The loop says it goes idle after the first frame: only then is the request made (from
        // another thread), so the next frame can come only from the wake-up it posts, whether
        // it lands before the wait begins or during it.
        window.onIdle = { [unowned window] in
            guard frames == 1 else { return }
            Thread.detachNewThread { window.requestRedraw() }
        }
        // Only if waking is broken: pointer motion ends the otherwise endless wait. The deadline
        // is the shared generous one; a loop that wakes ends the watch long before it.
        window.onEvent = { _ in closedByWatchdog = true; window.close() }
        let display = x.display
        let loopEnded = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            guard loopEnded.wait(timeout: .now() + OutputLines.longestWait) == .timedOut else { return }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["xdotool", "mousemove", "\(box.minX + 5)", "\(box.minY + 5)"]
            p.environment = ["DISPLAY": display, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
            try? p.run()
        }
        defer { loopEnded.signal() }
        window.run()
        XCTAssertEqual(frames, 2)
        XCTAssertFalse(closedByWatchdog, "the idle loop did not wake for requestRedraw")
    }

    // MARK: - Pieces without a server

    func testClickCounterCountsPressesCloseInTimeAndPlace() {
        var counter = InputEvent.ClickCounter()
        XCTAssertEqual(counter.press(.left, at: Point(x: 10, y: 10), time: 1.0), 1)
        XCTAssertEqual(counter.press(.left, at: Point(x: 12, y: 13), time: 1.3), 2)
        XCTAssertEqual(counter.press(.left, at: Point(x: 12, y: 13), time: 1.6), 3)
        // Too late, too far, another button: each starts again at 1.
        XCTAssertEqual(counter.press(.left, at: Point(x: 12, y: 13), time: 2.1), 1)
        XCTAssertEqual(counter.press(.left, at: Point(x: 17, y: 13), time: 2.2), 1)
        XCTAssertEqual(counter.press(.right, at: Point(x: 17, y: 13), time: 2.3), 1)
        counter.reset()
        XCTAssertEqual(counter.press(.right, at: Point(x: 17, y: 13), time: 2.4), 1)
        // Bad input never continues a series.
        XCTAssertEqual(counter.press(.right, at: Point(x: .nan, y: 13), time: 2.5), 1)
        XCTAssertEqual(counter.press(.right, at: Point(x: 17, y: 13), time: .nan), 1)
        XCTAssertEqual(counter.press(.right, at: Point(x: 17, y: 13), time: 2.0), 1, "time going backwards")
    }

    /// A dump as Xvfb's `xwd -root` writes it at depth 24: 32 bits per pixel, LSBFirst, a window
    /// name and a colour table to skip, and padding at the end of each row.
    private func xwdBytes(width: Int, height: Int, bytesPerLine: Int, bigEndian: Bool,
                          pixel: (Int, Int) -> UInt32) -> [UInt8] {
        let name = Array("root\0".utf8)
        let colours = 2
        let fields: [UInt32] = [
            UInt32(100 + name.count), 7, 2, 24, UInt32(width), UInt32(height), 0, bigEndian ? 1 : 0,
            32, bigEndian ? 1 : 0, 32, 32, UInt32(bytesPerLine), 4,
            0xff0000, 0x00ff00, 0x0000ff, 8, 256, UInt32(colours),
            UInt32(width), UInt32(height), 0, 0, 0,
        ]
        var bytes: [UInt8] = []
        for f in fields { bytes += [UInt8(f >> 24), UInt8(f >> 16 & 0xff), UInt8(f >> 8 & 0xff), UInt8(f & 0xff)] }
        bytes += name
        bytes += [UInt8](repeating: 0xAB, count: colours * 12)
        for y in 0..<height {
            var row: [UInt8] = []
            for x in 0..<width {
                let v = pixel(x, y)
                let le = [UInt8(v & 0xff), UInt8(v >> 8 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 24)]
                row += bigEndian ? le.reversed() : le
            }
            row += [UInt8](repeating: 0xEE, count: bytesPerLine - row.count)
            bytes += row
        }
        return bytes
    }

    func testXWDDecoderReadsBothByteOrdersAndSkipsPadding() throws {
        for bigEndian in [false, true] {
            let bytes = xwdBytes(width: 3, height: 2, bytesPerLine: 16, bigEndian: bigEndian) { x, y in
                UInt32(x * 100) << 16 | UInt32(y * 200) << 8 | 0x07
            }
            let dump = try XWDImage(bytes: bytes)
            XCTAssertEqual(dump.width, 3)
            XCTAssertEqual(dump.bitsPerPixel, 32)
            XCTAssertEqual(dump.isBigEndian, bigEndian)
            XCTAssertEqual(dump.image.pixels, [
                0, 0, 7, 255, 100, 0, 7, 255, 200, 0, 7, 255,
                0, 200, 7, 255, 100, 200, 7, 255, 200, 200, 7, 255,
            ])
        }
    }

    func testXWDDecoderRejectsTruncatedAndForeignData() {
        let good = xwdBytes(width: 4, height: 4, bytesPerLine: 16, bigEndian: false) { _, _ in 0 }
        XCTAssertNoThrow(try XWDImage(bytes: good))
        XCTAssertThrowsError(try XWDImage(bytes: Array(good.dropLast()))) { error in
            XCTAssertTrue("\(error)".contains("cannot hold a 4×4 image"), "\(error)")
        }
        XCTAssertThrowsError(try XWDImage(bytes: []))
        XCTAssertThrowsError(try XWDImage(bytes: Array("P6 4 4 255\n".utf8) + [UInt8](repeating: 0, count: 200)))
        var huge = good
        huge.replaceSubrange(16..<24, with: [0x7f, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff])
        XCTAssertThrowsError(try XWDImage(bytes: huge))
    }
}
