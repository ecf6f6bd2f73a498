import CGLFW
import ChartCore
import Foundation

/// A desktop window with an OpenGL 3.3 core context, delivering input as `InputEvent`s and
/// drawing only when something asks for a frame.
///
/// ```swift
/// let window = try ChartWindow(title: "Prices", width: 800, height: 500)
/// window.onEvent = { event in chart.handle(event); window.requestRedraw() }
/// window.onFrame = { renderer.draw(chart.scene()); return chart.isAnimating }
/// window.run()
/// ```
///
/// Everything but `requestRedraw` must be called on the main thread (GLFW's rule). The loop waits
/// for events without using the CPU while nothing animates. The window's close button, Ctrl+Q and
/// Ctrl+W end the loop; Escape is delivered as a key event and does not close.
public final class ChartWindow {
    /// The GLFW window; nil once closed.
    private var handle: OpaquePointer?
    private var isRunning = false
    private var animating = false
    private let redrawLock = NSLock()
    /// Guarded by `redrawLock`, as `requestRedraw` may come from any thread.
    private var redrawPending = true
    private var clickCounter = InputEvent.ClickCounter()
    private var heldButtons: Set<InputEvent.Button> = []
    /// The key event just before a character event describes the same press.
    private var lastKeyModifiers: InputEvent.Modifiers = []
    private var lastKeyWasRepeat = false
    private var lastFramebufferSize = (width: 0, height: 0)
    private var lastContentScale = 1.0
    /// Where the last motion event put the pointer, in logical points. Presses and scrolls use it
    /// rather than asking X, whose answer can run ahead of the events still queued.
    private var lastCursor: Point?

    /// Called for every input event, on the main thread, in logical points.
    public var onEvent: ((InputEvent) -> Void)?
    /// Called after the framebuffer size or the content scale changed; a redraw follows.
    public var onResize: (() -> Void)?
    /// Called when a frame should be drawn: the GL context is current, draw into framebuffer 0
    /// (its size is `framebufferSize`). Return true to keep animating (another frame at the
    /// display rate), false to go idle until the next event or `requestRedraw`.
    public var onFrame: (() -> Bool)?
    /// Called on the main thread each time the loop is about to wait for an event (nothing
    /// animates and no redraw is pending). Tests hear from it that the loop went idle, so a
    /// request they then make must wake it rather than merely be seen by the next turn.
    @_spi(Testing) public var onIdle: (() -> Void)?
    /// Where each presented frame appends a line, `frame N`, when the environment names a file in
    /// `CHARTKIT_FRAME_LOG`: a test that captures the screen of another process (chartview under
    /// Xvfb) waits for that line rather than for time, since the frame is the event it awaits.
    private let frameLog: FileHandle? = ProcessInfo.processInfo.environment["CHARTKIT_FRAME_LOG"]
        .flatMap { FileHandle(forWritingAtPath: $0) }
    private var framesPresented = 0

    /// Opens a window of `width` × `height` logical points with an OpenGL 3.3 core,
    /// forward-compatible context and vsync; its context is current when this returns.
    ///
    /// Sizes are clamped to 1…16384. Throws `WindowError.noDisplay` when there is no display
    /// (the message points to `chartview render`), `.creationFailed` when the display cannot
    /// give an OpenGL 3.3 core context.
    public init(title: String, width: Int, height: Int) throws(WindowError) {
        try WindowSystem.acquire()
        glfwDefaultWindowHints()
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
        // Sizes are logical points: on a HiDPI X11 screen the window grows by the content scale.
        glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE)
        let w = Int32(clamping: min(max(width, 1), 16384))
        let h = Int32(clamping: min(max(height, 1), 16384))
        WindowSystem.clearLastError()
        let created = title.withCString { glfwCreateWindow(w, h, $0, nil, nil) }
        guard let created else {
            let reason = WindowSystem.takeLastError() ?? "glfwCreateWindow failed"
            WindowSystem.release()
            throw .creationFailed(reason: reason)
        }
        handle = created
        glfwSetWindowUserPointer(created, Unmanaged.passUnretained(self).toOpaque())
        installCallbacks(created)
        glfwMakeContextCurrent(created)
        glfwSwapInterval(1)
        refreshCachedGeometry()
    }

    deinit {
        destroy()
    }

    /// Whether the window is still open (not closed by the user, a shortcut or `close()`).
    public var isOpen: Bool {
        guard let handle else { return false }
        return glfwWindowShouldClose(handle) == GLFW_FALSE
    }

    /// The framebuffer's size in device pixels; the last known size once closed.
    public var framebufferSize: (width: Int, height: Int) {
        refreshCachedGeometry()
        return lastFramebufferSize
    }

    /// Framebuffer pixels per logical point (2 on a HiDPI screen); the last known value once closed.
    public var contentScale: Double {
        refreshCachedGeometry()
        return lastContentScale
    }

    /// The drawable area in logical points: `framebufferSize / contentScale`.
    public var logicalSize: Size {
        let size = framebufferSize
        let scale = contentScale
        return Size(width: Double(size.width) / scale, height: Double(size.height) / scale)
    }

    /// Asks for a frame soon. Safe to call from any thread: it wakes an idle loop.
    /// Seconds on the clock that stamps this window's input events (GLFW's timer).
    public var time: Double { glfwGetTime() }

    public func requestRedraw() {
        redrawLock.lock()
        defer { redrawLock.unlock() }
        redrawPending = true
        // Under the lock, so the wake-up never races `destroy` (which takes it before terminating).
        if handle != nil {
            glfwPostEmptyEvent()
        }
    }

    /// Runs the loop until the window is closed or `close()` is called, then closes the window.
    /// The first frame is drawn at once; later ones when animating or asked for.
    public func run() {
        requestRedraw()
        runLoop(frameLimit: nil, timeLimit: nil)
    }

    /// Runs the loop drawing a frame on every turn until `frames` frames were presented, the
    /// window closed, or `timeLimit` seconds passed; then returns, leaving the window open unless
    /// it was closed. For tests and capture: nothing waits for a user.
    public func run(frames: Int, timeLimit: Double = 10) {
        runLoop(frameLimit: max(0, frames), timeLimit: timeLimit)
    }

    /// Closes the window: at once when the loop is not running, or when the loop sees it (before
    /// its next frame) when called from inside a callback.
    public func close() {
        guard let handle else { return }
        if isRunning {
            glfwSetWindowShouldClose(handle, GLFW_TRUE)
        } else {
            destroy()
        }
    }

    /// Makes no GL context current on this thread, so an EGL context (`ChartImageRenderer`, an
    /// export) can be made current here; the next frame makes the window's current again.
    public func releaseContext() {
        glfwMakeContextCurrent(nil)
    }

    // MARK: - The loop

    private func runLoop(frameLimit: Int?, timeLimit: Double?) {
        guard handle != nil, !isRunning else { return }
        isRunning = true
        let start = glfwGetTime()
        var presented = 0
        while isOpen {
            if let frameLimit, presented >= frameLimit { break }
            // Written so that a NaN limit ends the loop instead of running forever.
            if let timeLimit, !(glfwGetTime() - start < timeLimit) { break }
            if frameLimit != nil || animating || takeRedrawRequest() {
                // Input first, so the frame shows its effect.
                glfwPollEvents()
                guard isOpen else { break }
                drawFrame()
                presented += 1
            } else {
                onIdle?()
                glfwWaitEvents()
            }
        }
        isRunning = false
        if let handle, glfwWindowShouldClose(handle) != GLFW_FALSE {
            destroy()
        }
    }

    private func takeRedrawRequest() -> Bool {
        redrawLock.lock()
        defer { redrawLock.unlock() }
        let pending = redrawPending
        redrawPending = false
        return pending
    }

    private func drawFrame() {
        guard let handle else { return }
        glfwMakeContextCurrent(handle)
        // Cleared before drawing, so a request made while drawing asks for the next frame.
        redrawLock.lock()
        redrawPending = false
        redrawLock.unlock()
        animating = onFrame?() ?? false
        glfwSwapBuffers(handle)
        if let frameLog {
            // A round trip to the X server first (glfwGetCursorPos asks it), so the frame's
            // pixels have reached the screen before the line says so: a screenshot taken on the
            // line shows this frame, never the one before.
            var x = 0.0, y = 0.0
            glfwGetCursorPos(handle, &x, &y)
            framesPresented += 1
            frameLog.seekToEndOfFile()
            frameLog.write(Data("frame \(framesPresented)\n".utf8))
        }
    }

    private func destroy() {
        guard let window = handle else { return }
        refreshCachedGeometry()
        redrawLock.lock()
        handle = nil
        redrawLock.unlock()
        glfwSetWindowUserPointer(window, nil)
        glfwDestroyWindow(window)
        WindowSystem.release()
    }

    private func refreshCachedGeometry() {
        guard let handle else { return }
        var w: Int32 = 0, h: Int32 = 0
        glfwGetFramebufferSize(handle, &w, &h)
        lastFramebufferSize = (Int(w), Int(h))
        var sx: Float = 0, sy: Float = 0
        glfwGetWindowContentScale(handle, &sx, &sy)
        let scale = Double(sx)
        if scale.isFinite, scale >= 0.25, scale <= 16 {
            lastContentScale = scale
        } else {
            // A platform without a scale setting: fall back to the pixel ratio.
            lastContentScale = pixelsPerWindowUnit
        }
    }

    /// Framebuffer pixels per window coordinate unit: 1 on X11, 2 on a HiDPI Wayland or macOS.
    private var pixelsPerWindowUnit: Double {
        guard let handle else { return 1 }
        var ww: Int32 = 0, wh: Int32 = 0, fw: Int32 = 0, fh: Int32 = 0
        glfwGetWindowSize(handle, &ww, &wh)
        glfwGetFramebufferSize(handle, &fw, &fh)
        return ww > 0 && fw > 0 ? Double(fw) / Double(ww) : 1
    }

    // MARK: - Input

    /// The window whose user pointer is set on `window`; nil for a window being destroyed.
    private static func instance(_ window: OpaquePointer?) -> ChartWindow? {
        guard let window, let pointer = glfwGetWindowUserPointer(window) else { return nil }
        return Unmanaged<ChartWindow>.fromOpaque(pointer).takeUnretainedValue()
    }

    private func installCallbacks(_ window: OpaquePointer) {
        glfwSetFramebufferSizeCallback(window) { w, _, _ in
            ChartWindow.instance(w)?.geometryChanged()
        }
        glfwSetWindowContentScaleCallback(window) { w, _, _ in
            ChartWindow.instance(w)?.geometryChanged()
        }
        glfwSetWindowRefreshCallback(window) { w in
            ChartWindow.instance(w)?.requestRedraw()
        }
        glfwSetMouseButtonCallback(window) { w, button, action, mods in
            ChartWindow.instance(w)?.handleButton(button, action: action, mods: mods)
        }
        glfwSetCursorPosCallback(window) { w, x, y in
            ChartWindow.instance(w)?.handleCursor(x: x, y: y)
        }
        glfwSetCursorEnterCallback(window) { w, entered in
            ChartWindow.instance(w)?.handleCursorEnter(entered != 0)
        }
        glfwSetScrollCallback(window) { w, dx, dy in
            ChartWindow.instance(w)?.handleScroll(dx: dx, dy: dy)
        }
        glfwSetKeyCallback(window) { w, key, scancode, action, mods in
            ChartWindow.instance(w)?.handleKey(key, scancode: scancode, action: action, mods: mods)
        }
        glfwSetCharCallback(window) { w, codepoint in
            ChartWindow.instance(w)?.handleCharacter(codepoint)
        }
    }

    private func geometryChanged() {
        refreshCachedGeometry()
        onResize?()
        requestRedraw()
    }

    private func handleButton(_ code: Int32, action: Int32, mods: Int32) {
        guard let button = Self.button(code) else { return }
        let position = cursorPosition()
        let modifiers = Self.modifiers(mods)
        let time = glfwGetTime()
        if action == GLFW_PRESS {
            heldButtons.insert(button)
            let count = clickCounter.press(button, at: position, time: time)
            onEvent?(.pointerDown(button: button, position: position, modifiers: modifiers,
                                  clickCount: count, time: time))
        } else if action == GLFW_RELEASE {
            heldButtons.remove(button)
            onEvent?(.pointerUp(button: button, position: position, modifiers: modifiers, time: time))
        }
    }

    private func handleCursor(x: Double, y: Double) {
        let position = logicalPoint(x: x, y: y)
        lastCursor = position
        onEvent?(.pointerMove(position: position, buttons: heldButtons, time: glfwGetTime()))
    }

    private func handleCursorEnter(_ entered: Bool) {
        guard !entered else { return }
        lastCursor = nil
        clickCounter.reset()
        onEvent?(.pointerExit(time: glfwGetTime()))
    }

    private func handleScroll(dx: Double, dy: Double) {
        // X11 wheels arrive in whole notches; only smooth (trackpad) scrolling gives fractions.
        let isPrecise = dx.rounded() != dx || dy.rounded() != dy
        onEvent?(.scroll(dx: dx, dy: dy, position: cursorPosition(), modifiers: currentModifiers(),
                         isPrecise: isPrecise, time: glfwGetTime()))
    }

    private func handleKey(_ key: Int32, scancode: Int32, action: Int32, mods: Int32) {
        guard action == GLFW_PRESS || action == GLFW_REPEAT else { return }
        let modifiers = Self.modifiers(mods)
        let isRepeat = action == GLFW_REPEAT
        lastKeyModifiers = modifiers
        lastKeyWasRepeat = isRepeat
        let time = glfwGetTime()
        if let special = Self.specialKey(key) {
            onEvent?(.key(special, modifiers: modifiers, isRepeat: isRepeat, time: time))
            return
        }
        // Plain (and Super) typing arrives through the character callback; GLFW withholds that for
        // Control and Alt chords, so those are reported here from the key's layout name.
        guard modifiers.contains(.control) || modifiers.contains(.alt) else { return }
        let name = glfwGetKeyName(key, scancode).map { String(cString: $0) }
        if modifiers.contains(.control), !modifiers.contains(.alt), !isRepeat,
           name == "q" || name == "w" || (name == nil && (key == GLFW_KEY_Q || key == GLFW_KEY_W)) {
            if let handle { glfwSetWindowShouldClose(handle, GLFW_TRUE) }
            return
        }
        let mapped: InputEvent.Key?
        if let name, let character = name.first, name.count == 1 {
            mapped = Self.key(for: character)
        } else if key == GLFW_KEY_KP_ADD {
            mapped = .plus
        } else if key == GLFW_KEY_KP_SUBTRACT {
            mapped = .minus
        } else {
            mapped = nil
        }
        if let mapped {
            onEvent?(.key(mapped, modifiers: modifiers, isRepeat: isRepeat, time: time))
        }
    }

    private func handleCharacter(_ codepoint: UInt32) {
        guard let scalar = Unicode.Scalar(codepoint) else { return }
        onEvent?(.key(Self.key(for: Character(scalar)), modifiers: lastKeyModifiers,
                      isRepeat: lastKeyWasRepeat, time: glfwGetTime()))
    }

    /// The pointer's position in logical points, as of the events delivered so far.
    private func cursorPosition() -> Point {
        if let lastCursor { return lastCursor }
        guard let handle else { return .zero }
        var x = 0.0, y = 0.0
        glfwGetCursorPos(handle, &x, &y)
        return logicalPoint(x: x, y: y)
    }

    private func logicalPoint(x: Double, y: Double) -> Point {
        let factor = pixelsPerWindowUnit / lastContentScale
        return Point(x: x * factor, y: y * factor)
    }

    private func currentModifiers() -> InputEvent.Modifiers {
        guard let handle else { return [] }
        func down(_ a: Int32, _ b: Int32) -> Bool {
            glfwGetKey(handle, a) == GLFW_PRESS || glfwGetKey(handle, b) == GLFW_PRESS
        }
        var result: InputEvent.Modifiers = []
        if down(GLFW_KEY_LEFT_SHIFT, GLFW_KEY_RIGHT_SHIFT) { result.insert(.shift) }
        if down(GLFW_KEY_LEFT_CONTROL, GLFW_KEY_RIGHT_CONTROL) { result.insert(.control) }
        if down(GLFW_KEY_LEFT_ALT, GLFW_KEY_RIGHT_ALT) { result.insert(.alt) }
        if down(GLFW_KEY_LEFT_SUPER, GLFW_KEY_RIGHT_SUPER) { result.insert(.super) }
        return result
    }

    // MARK: - Translation tables

    private static func button(_ code: Int32) -> InputEvent.Button? {
        switch code {
        case GLFW_MOUSE_BUTTON_LEFT: return .left
        case GLFW_MOUSE_BUTTON_RIGHT: return .right
        case GLFW_MOUSE_BUTTON_MIDDLE: return .middle
        default: return nil
        }
    }

    private static func modifiers(_ mods: Int32) -> InputEvent.Modifiers {
        var result: InputEvent.Modifiers = []
        if mods & GLFW_MOD_SHIFT != 0 { result.insert(.shift) }
        if mods & GLFW_MOD_CONTROL != 0 { result.insert(.control) }
        if mods & GLFW_MOD_ALT != 0 { result.insert(.alt) }
        if mods & GLFW_MOD_SUPER != 0 { result.insert(.super) }
        return result
    }

    /// Keys that type no character, reported from the key callback.
    private static func specialKey(_ key: Int32) -> InputEvent.Key? {
        switch key {
        case GLFW_KEY_LEFT: return .left
        case GLFW_KEY_RIGHT: return .right
        case GLFW_KEY_UP: return .up
        case GLFW_KEY_DOWN: return .down
        case GLFW_KEY_HOME: return .home
        case GLFW_KEY_END: return .end
        case GLFW_KEY_ESCAPE: return .escape
        case GLFW_KEY_BACKSPACE: return .backspace
        case GLFW_KEY_DELETE: return .delete
        case GLFW_KEY_ENTER, GLFW_KEY_KP_ENTER: return .enter
        case GLFW_KEY_F1...GLFW_KEY_F12: return .function(Int(key - GLFW_KEY_F1) + 1)
        default: return nil
        }
    }

    private static func key(for character: Character) -> InputEvent.Key {
        switch character {
        case "+": return .plus
        case "-": return .minus
        default: return .character(character)
        }
    }
}
