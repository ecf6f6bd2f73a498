import Foundation

/// The wording of the refusals `DelimitedFileSniff` makes from a look at part of a file.
extension DataFileError {
    /// Binary bytes found in a piece sampled from the middle of a file, whose line is unknown.
    package static func binaryData(_ verdict: TextCheck.Verdict, nearByte offset: Int) -> String {
        let kind = verdict == .invalidUTF8 ? notUTF8 : notText
        var digits = String(offset)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return "\(kind), binary data near byte \(digits + grouped)"
    }

    /// No column of a big file holds numbers in the pieces looked at.
    package static func nothingToPlot(columns: [String], headBytes: Int, samples: Int) -> String {
        let shown = columnList(columns)
        let megabytes = String(format: "%.1f", Double(headBytes) / 1_000_000)
        let pieces = samples > 0 ? " and \(samples) pieces spread over the file" : ""
        return "nothing to plot: no column holds numbers (columns \(shown); looked at the first \(megabytes) MB\(pieces))"
    }
}
