import Foundation

extension FieldDelimiter {
    /// How many non-comment, non-blank records delimiter detection looks at. The streaming parser
    /// waits for this many (or the end of input) before its first row, so it stays small.
    package static let detectionSampleSize = 5

    /// Picks the delimiter that splits the sample records best.
    ///
    /// Each candidate splits every record; it is considered only when the most common field count
    /// is at least 2. Candidates are ranked by, in order: every record having that same field
    /// count; the share of cells that read as numbers (the first record left out, as it may be a
    /// header); the share of records with the common field count; the order of `candidates`.
    /// When no candidate gives two fields, the file has a single column.
    package static func detect(in sample: [[UInt8]]) -> FieldDelimiter {
        // A line that as a whole is one date (`Sat, 22 Apr 2017 15:11:58 -0500`, a log of
        // commit times) is one field, whatever blanks and commas it holds.
        if isOneDatePerLine(sample) { return .singleColumn }
        var best: (delimiter: FieldDelimiter, score: DetectionScore)?
        for candidate in candidates {
            guard let score = DetectionScore(candidate, sample: sample) else { continue }
            if best == nil || score.isBetter(than: best!.score) {
                best = (candidate, score)
            }
        }
        return best?.delimiter ?? .singleColumn
    }
}

/// How well one candidate delimiter splits the detection sample.
private struct DetectionScore {
    package var isFullyConsistent: Bool
    package var numericShare: Double
    package var consistentShare: Double

    /// `nil` when the candidate does not split the sample into two or more fields.
    package init?(_ delimiter: FieldDelimiter, sample: [[UInt8]]) {
        var fieldCounts: [Int] = []
        var numbers = 0
        var texts = 0
        var fields: [FieldSpan] = []
        for (recordIndex, record) in sample.enumerated() {
            record.withUnsafeBufferPointer { bytes in
                // A record wider than a table may be counts as just that: a line of 52 M fields
                // was split and its cells read whole for each candidate (85 s before the refusal).
                let wide = DataTable.maximumColumnCount + 1
                fieldCounts.append(FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &fields,
                                                       keepingAtMost: wide, stoppingPast: wide))
                guard recordIndex > 0 || sample.count == 1 else { return }
                for field in fields {
                    switch FieldSplitter.value(of: field, in: bytes, allowsThousandsSeparators: delimiter.allowsThousandsSeparators) {
                    case .number: numbers += 1
                    case .text: texts += 1
                    case .gap: break
                    }
                }
            }
        }
        var frequency: [Int: Int] = [:]
        for count in fieldCounts { frequency[count, default: 0] += 1 }
        // The most common count; among equally common ones the larger.
        guard let common = frequency.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }),
              common.key >= 2 else { return nil }
        isFullyConsistent = common.value == fieldCounts.count
        consistentShare = Double(common.value) / Double(fieldCounts.count)
        numericShare = numbers + texts == 0 ? 0 : Double(numbers) / Double(numbers + texts)
    }

    /// Strictly better; ties go to the candidate seen first.
    package func isBetter(than other: DetectionScore) -> Bool {
        if isFullyConsistent != other.isFullyConsistent { return isFullyConsistent }
        if numericShare != other.numericShare { return numericShare > other.numericShare }
        return consistentShare > other.consistentShare
    }
}

extension FieldDelimiter {
    /// Whether every sampled line (two at least) reads whole as a date with a blank or comma in it.
    static func isOneDatePerLine(_ sample: [[UInt8]]) -> Bool {
        guard sample.count >= 2, sample.allSatisfy({ $0.count <= 64 && ($0.contains(32) || $0.contains(44)) }) else { return false }
        let lines = sample.map { String(decoding: $0, as: UTF8.self) }
        return DateColumnParser.detect(lines, timeZone: TimeZone(identifier: "UTC")!) != nil
    }
}
