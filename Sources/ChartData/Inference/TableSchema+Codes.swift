import Foundation

/// Numbers that name rather than measure, told by how they are written and what they copy
/// rather than by a name from a list: a zero-padded number (`06001`) is a code wherever it
/// stands, since no tool pads a quantity with zeros; a number named as a code with a number
/// word fused on (`FIPSNO`, `zipno`, `IDnum`) is one; and a whole-number column equal to a code
/// column is the same code written again.
extension TableSchema {
    /// Words a code's name may end in after the code word (`FIPSNO`, `idnum`, `zip_nr` written as one).
    private static let numberWords = ["number", "num", "nbr", "nr", "no"]

    mutating func findCodesByForm() {
        for i in columns.indices where Self.mayBeCode(columns[i]) {
            let header = ColumnName(columns[i].name)
            // (`month` 01…12, `hour` 00…23 are parts of a time, padded to two digits as dates are;
            // so is a clock written hhmm, `0000`…`2359`, under a time's name)
            if table.zeroPaddedColumns.contains(columns[i].name), header.datePart == nil, !Self.isPaddedClock(header, columns[i].evidence) {
                columns[i].role = .code
                columns[i].isLevels = false
                columns[i].summary = "whole numbers written with leading zeros (06001: \(Self.padded(columns[i]))), \(columns[i].evidence.distinctText): a code, never a measure"
            } else if Self.soundsLikeNumberedCode(header) {
                columns[i].role = .code
                columns[i].isLevels = false
                columns[i].summary = "whole numbers named as a code's number (\(columns[i].evidence.distinctText))"
            }
        }
        findCopiesOfCodes()
    }

    /// A clock written hhmm with its zeros (`0000`, `0930`, `2359`) under a name that says time
    /// (`HHMM`, `time`, `clock`): every value an hour 0…24 and minutes 0…59. Such a column is a
    /// time of day however few rows a file holds, never a code.
    static func isPaddedClock(_ header: ColumnName, _ evidence: ColumnEvidence) -> Bool {
        let lower = header.text.lowercased()
        guard ["hhmm", "time", "clock"].contains(where: lower.contains),
              let low = evidence.low, let high = evidence.high, low >= 0, high <= 2400 else { return false }
        return evidence.isInteger
    }

    /// A numeric whole-number column whose role a code rule may change: a measure or levels.
    private static func mayBeCode(_ column: Column) -> Bool {
        let e = column.evidence
        return e.isNumeric && e.isInteger && e.filled > 0 && e.valueKind != .boolean
            && (column.role == .measure || (column.role == .category && column.isLevels))
    }

    /// `FIPSNO`, `idnum0`, `zipnr`: one word made of a code word and a number word (then digits).
    static func soundsLikeNumberedCode(_ header: ColumnName) -> Bool {
        header.words.contains { word in
            let stem = String(word.reversed().drop(while: \.isNumber).reversed())
            for suffix in numberWords where stem.hasSuffix(suffix) {
                let code = String(stem.dropLast(suffix.count))
                if code.count >= 2, ColumnName(code).soundsLikeCode { return true }
            }
            return false
        }
    }

    /// `6001…6115`: the values as read (the zeros the file wrote are not kept).
    private static func padded(_ column: Column) -> String {
        guard let low = column.evidence.low, let high = column.evidence.high else { return "" }
        return "\(NumberText.plain(low))…\(NumberText.plain(high)) as read"
    }

    /// A measure of whole numbers that copies a numeric code column (`FIPSNO` beside `FIPS`)
    /// names what the code names: a code too. Checked only between columns of equal distinct
    /// counts (3 or more), one pass each.
    private mutating func findCopiesOfCodes() {
        let codes = columns.indices.filter { columns[$0].role == .code && columns[$0].evidence.isNumeric
            && columns[$0].evidence.distinct >= 3 && !columns[$0].evidence.distinctIsSampled }
        guard !codes.isEmpty else { return }
        for i in columns.indices where Self.mayBeCode(columns[i]) && !columns[i].evidence.distinctIsSampled {
            guard let values = table.column(named: columns[i].name)?.values else { continue }
            for c in codes where columns[c].evidence.distinct == columns[i].evidence.distinct {
                // Only an equal copy: an attribute of the entities a code names (a neighbourhood's
                // outlet density, one per neighbourhood) pairs one to one with it and measures.
                guard let other = table.column(named: columns[c].name)?.values, Self.isCopy(values, other) else { continue }
                columns[i].role = .code
                columns[i].isLevels = false
                columns[i].summary = "whole numbers equal to the code \(columns[c].name) in every row (\(columns[i].evidence.distinctText)): the same code"
                break
            }
        }
    }

    /// Whether `a` holds `b`'s values wherever both are filled (on enough rows to say).
    static func isCopy(_ a: [Double], _ b: [Double]) -> Bool {
        var compared = 0
        for (u, v) in zip(a, b) where u.isFinite && v.isFinite {
            guard u == v else { return false }
            compared += 1
        }
        return compared >= shapeEvidence
    }
}
