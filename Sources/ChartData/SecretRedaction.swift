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
        guard text.contains("@") || text.lowercased().contains("password") else { return text }
        // user:password@ after a scheme; the password runs to the last @ before the host, as
        // URL parsers read it (a password may itself hold @ or :).
        var result = text.replacingOccurrences(
            of: #"([A-Za-z][A-Za-z0-9+.\-]*://[^:/@\s]*):[^/\s]*@"#, with: "$1:***@", options: .regularExpression)
        result = result.replacingOccurrences(
            of: #"(?i)(password\s*=\s*)('[^']*'|\S+)"#, with: "$1***", options: .regularExpression)
        return result
    }
}
