/// A SPEC data file (the beamline control program's format, also the ESRF DABAX tables): `#`
/// header lines, then scans, each opened by `#S number title`, with `#N n` columns named on the
/// `#L` line (names apart by two blanks, since a name may hold one) and rows of blank-separated
/// numbers. Names come from `#L`, never from `#C` comment prose. Scans of the same columns are
/// one table, stacked, with the scan's title in a first column `scan` (a DABAX table of 211
/// ions, one row each; a run of energy scans, which are then a long panel keyed by scan); scans
/// whose columns differ from the first's are left out and counted in `--explain`.
///
/// ```
/// #F f0_WaasKirf.dat
/// #S  1  H
/// #N 3
/// #L a1  a2  c
///   0.41  0.29  0.00005
/// #S  2  He
/// #N 3
/// #L a1  a2  c
///   0.73  0.75  0.00049
/// ```
enum SPECTable {
    struct Scan {
        var title: String
        var names: [String]
        /// (line index, words) of each data row.
        var rows: [(Int, [ArraySlice<UInt8>])] = []
        var namesLine: Int
    }

    /// Whether the line is `#` then `key`, then a blank or its end.
    static func isKeyLine(_ line: ArraySlice<UInt8>, _ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard line.count >= bytes.count + 1, line.first == UInt8(ascii: "#") else { return false }
        let body = line.dropFirst()
        guard body.starts(with: bytes) else { return false }
        let after = body.dropFirst(bytes.count)
        return after.isEmpty || after.first == 32 || after.first == 9
    }

    /// The head shows a `#S` line with an `#L` line after it.
    static func matches(_ lines: TextLines) -> Bool {
        var scanOpen = false
        for index in 0..<lines.count {
            if isKeyLine(lines[index], "S") { scanOpen = true }
            if scanOpen, isKeyLine(lines[index], "L") { return true }
        }
        return false
    }

    /// The text after the `#` key, blanks trimmed.
    static func body(_ line: ArraySlice<UInt8>, key: String) -> String {
        TextLayout.text(line.dropFirst(1 + key.utf8.count))
    }

    /// `#L` names: split at two blanks or a tab (a name may hold one blank); at single blanks
    /// when that is what makes the `#N` count.
    static func names(_ text: String, count: Int?) -> [String] {
        var names: [String] = []
        var current = ""
        var blanks = 0
        for character in text {
            if character == " " {
                blanks += 1
                continue
            }
            if character == "\t" || blanks >= 2, !current.isEmpty {
                names.append(current)
                current = ""
            } else if blanks == 1, !current.isEmpty {
                current += " "
            }
            blanks = 0
            if character != "\t" { current.append(character) }
        }
        if !current.isEmpty { names.append(current) }
        if let count, names.count != count {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if words.count == count { return words }
        }
        return names
    }

    static func read(_ lines: TextLines, file: String) throws(DataFileError) -> DataTable? {
        var scans: [Scan] = []
        var title: String?
        var count: Int?
        // Whether the scan now read has its #L names (rows before them belong to no table).
        var named = false
        for index in 0..<lines.count {
            let line = lines[index]
            if isKeyLine(line, "S") {
                // `#S 12  ascan th 1 2 20 1`: the number, then what the scan was.
                let words = body(line, key: "S").split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
                let rest = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
                title = rest.isEmpty ? String(words.first ?? "") : rest
                count = nil
                named = false
                continue
            }
            if isKeyLine(line, "N") {
                count = Int(body(line, key: "N").split(separator: " ").first ?? "")
                continue
            }
            if isKeyLine(line, "L"), let current = title {
                scans.append(Scan(title: current, names: names(body(line, key: "L"), count: count), namesLine: index))
                named = true
                continue
            }
            guard let first = lines.firstByte(index), first != UInt8(ascii: "#"), first != UInt8(ascii: "@"),
                  named, !scans.isEmpty else { continue }
            scans[scans.count - 1].rows.append((index, line.split(whereSeparator: { $0 == 32 || $0 == 9 })))
        }
        guard let first = scans.first(where: { !$0.rows.isEmpty && $0.names.count >= 1 }) else { return nil }
        let kept = scans.filter { $0.names == first.names && !$0.rows.isEmpty }
        let stacked = kept.count > 1
        // Titles that repeat (`ascan` in every scan) are told apart by their order.
        let titles = kept.map(\.title)
        let unique = Set(titles).count == titles.count
        var text = TabSeparatedText()
        text.append(names: (stacked ? ["scan"] : []) + first.names)
        for (order, scan) in kept.enumerated() {
            let label = unique ? scan.title : "\(order + 1) \(scan.title)"
            for (index, words) in scan.rows {
                text.append((stacked ? [ArraySlice(Array(label.utf8))] : []) + words, line: index + 1)
            }
        }
        var note = "a SPEC file: names from the #L line (line \(first.namesLine + 1))"
        if stacked {
            note += "; \(kept.count) scans of these columns stacked, each one's #S title in the column scan"
        }
        let left = scans.count - kept.count
        if left > 0 {
            note += "; \(left) scan\(left == 1 ? "" : "s") of other columns or no rows left out"
        }
        return try text.table(file: file, notes: [note])
    }
}
