import ChartCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension XvfbSession {
    /// Screenshots until `shows` holds for one, and returns that one, or the last taken when
    /// none did within `OutputLines.longestWait` (the caller's assertion then fails on it).
    ///
    /// A window presents its frames when it likes and says nothing when (the lines `chartview`
    /// prints come before the frame that shows them), so the screen itself is the event: a
    /// screenshot every 50 ms until it shows what the test waits for. The bound is only there so
    /// that a broken build fails rather than hangs; a busy machine does not reach it.
    public func screenshot(until shows: (RGBAImage) throws -> Bool) throws -> RGBAImage {
        let giveUp = Date(timeIntervalSinceNow: OutputLines.longestWait)
        var image = try screenshot()
        while try !shows(image), giveUp.timeIntervalSinceNow > 0 {
            usleep(50_000)
            image = try screenshot()
        }
        return image
    }
}
