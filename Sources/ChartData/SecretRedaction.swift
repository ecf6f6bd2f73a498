import Foundation

/// Passwords taken out of text before it is shown: `scheme://user:password@host` keeps the user
/// and loses the password (`scheme://user:***@host`), and libpq's `password=…` key becomes
/// `password=***`. Every line `chartview` prints passes through it, so an address given
/// anywhere (a command line, a spec's data) never shows its password.
///
/// ```swift
/// SecretRedaction.redacted("postgresql://me:s3cret@db/lab")   // "postgresql://me:***@db/lab"
/// ```
public enum SecretRedaction {
    public static func redacted(_ text: String) -> String {
        // By scalars: "@" followed by a combining mark is one Character that contains("@") misses.
        guard text.unicodeScalars.contains("@") || text.lowercased().contains("password") else { return text }
        let result = redactingStrayUserInfo(redactingAuthorities(text))
        return passwordKey.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "$1***")
    }

    /// libpq's `password=…` key and its value (quoted or up to a blank), compiled once: by
    /// `replacingOccurrences(of:options: .regularExpression)` the pattern was compiled (and its
    /// cache key printed) on each call, most of the time of a line that holds an `@`.
    private static let passwordKey = try! NSRegularExpression(pattern: #"(?i)(password\s*=\s*)('[^']*'|\S+)"#)

    /// user:password@ after each `://`: the password runs to the last @ before the path, as URL
    /// parsers read it (it may hold @, :, blanks or line breaks). Scanned by Unicode scalars, not
    /// by a regular expression over Characters: a combining mark after the @ joined it into one
    /// Character and the match was dropped, showing the password (found by the fuzzer).
    private static func redactingAuthorities(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard i + 2 < scalars.count, scalars[i] == ":", scalars[i + 1] == "/", scalars[i + 2] == "/" else {
                out.append(scalars[i])
                i += 1
                continue
            }
            let start = i + 3
            var end = start
            while end < scalars.count && scalars[end] != "/" { end += 1 }
            out.append(contentsOf: scalars[i..<start])
            if let at = scalars[start..<end].lastIndex(of: "@"),
               let colon = scalars[start..<at].firstIndex(of: ":"),
               !scalars[start..<colon].contains(where: { $0 == "@" || $0.properties.isWhitespace }) {
                out.append(contentsOf: scalars[start..<colon])
                out.append(contentsOf: ":***".unicodeScalars)
                i = at
            } else {
                i = start
            }
        }
        return String(out)
    }

    /// Any other `name:secret@` in a text that holds an address: a userinfo after a path or a
    /// second `//` (`x://h/u:pw@h`) is no password to a URL parser, but a reader sees one (the
    /// fuzzer found both). From each `@` back to the nearest `/`, `@` or blank, everything after
    /// the first `:` goes (prose such as `lab: no password@all` keeps its words). Each stretch is
    /// scanned once, so the pass is linear.
    private static func redactingStrayUserInfo(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard zip(scalars, scalars.dropFirst()).contains(where: { $0 == "/" && $1 == "/" }) else { return text }
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count)
        var stretchStart = 0   // in `out`: just after the last `/`, `@` or blank
        for scalar in scalars {
            if scalar == "@" {
                if let colon = out[stretchStart...].firstIndex(of: ":"), colon + 1 < out.count,
                   !out[(colon + 1)...].elementsEqual("***".unicodeScalars) {
                    out.replaceSubrange((colon + 1)..., with: "***".unicodeScalars)
                }
                out.append(scalar)
                stretchStart = out.count
            } else {
                out.append(scalar)
                if scalar == "/" || scalar.properties.isWhitespace { stretchStart = out.count }
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: out)
        return String(view)
    }
}
