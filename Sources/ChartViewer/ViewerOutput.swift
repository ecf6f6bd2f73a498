import ChartData
import Foundation

/// Every line `chartview` writes to standard error passes through here, so that a run prints
/// one line when it fails (warnings that came before the error are dropped with it), and no
/// line breaks in two or shows a password: control characters are escaped (`\n` shows as
/// `\n`) and `user:password@` in addresses is redacted (`SecretRedaction`).
///
/// Warnings wait while a command is still deciding (`reportingErrors` holds them): they are
/// written when it succeeds or its window opens (`releaseWarnings`), and dropped when it fails.
enum ViewerOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var heldWarnings: [String]?
    /// Set while a spec's referenced files are read: their warnings could quote the files'
    /// contents, so they are not written (see SpecFileAccess).
    nonisolated(unsafe) static var withholdsWarnings = false

    /// `text` as one safe line: passwords redacted, control characters spelled as escapes.
    static func oneLine(_ text: String) -> String {
        var shown = ""
        for scalar in SecretRedaction.redacted(text).unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            default:
                if DataFileError.breaksLine(scalar) {
                    shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    shown.unicodeScalars.append(scalar)
                }
            }
        }
        return shown
    }

    /// Writes `chartview: TEXT` (made one line) to standard error now.
    static func writeLine(_ text: String) {
        FileHandle.standardError.write(Data(("chartview: " + oneLine(text) + "\n").utf8))
    }

    /// A warning (`text` without the "chartview: " prefix): written, or held until the command
    /// knows it succeeds.
    static func warn(_ text: String) {
        lock.lock()
        if withholdsWarnings {
            lock.unlock()
            return
        }
        if heldWarnings != nil {
            heldWarnings!.append(text)
            lock.unlock()
            return
        }
        lock.unlock()
        writeLine(text)
    }

    /// From now on warnings wait for `releaseWarnings` or `dropWarnings`.
    static func holdWarnings() {
        lock.lock()
        if heldWarnings == nil { heldWarnings = [] }
        lock.unlock()
    }

    /// Writes the warnings held so far, and writes later ones at once.
    static func releaseWarnings() {
        lock.lock()
        let held = heldWarnings ?? []
        heldWarnings = nil
        lock.unlock()
        for text in held { writeLine(text) }
    }

    /// Forgets the warnings held so far (an error line follows them), and writes later ones at once.
    static func dropWarnings() {
        lock.lock()
        heldWarnings = nil
        lock.unlock()
    }
}
