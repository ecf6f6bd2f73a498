/// An IRAF DAOPHOT/apphot table: `#K` keyword lines, then groups of `#N` (names), `#U` (units)
/// and `#F` (formats) lines, each group one line of every record; a record's lines end in `\`
/// but the last. Lines marked `*` (before the `\`) repeat the last group once per aperture, as
/// `phot` writes several apertures: their columns are numbered (`MAG1`, `MAG2`, …), as
/// astropy's reader names them. `INDEF` is a gap.
///
/// ```
/// #N ID    XCENTER   \
/// #U ##    pixels    \
/// #N MAG   MERR
/// #U mag   mag
///    1     12.5      \
///    20.1  0.03
/// ```
enum DAOPHOTTable {
    /// A `#N` line of names beside a `#U` or `#F` line, as DAOPHOT always writes them together.
    /// A lone `#N` is not enough: SPEC and DABAX files write `#N 11` (a column count) above their
    /// own `#L` names, and reading those as DAOPHOT names drew each data line as one label.
    static func matches(_ lines: TextLines) -> Bool {
        let indices = 0..<lines.count
        let names = indices.contains { index in
            isKeyLine(lines[index], "N") && words(lines[index], droppingKey: true).words.contains { Double($0) == nil }
        }
        return names && indices.contains { isKeyLine(lines[$0], "U") || isKeyLine(lines[$0], "F") }
    }

    static func isKeyLine(_ line: ArraySlice<UInt8>, _ key: Character) -> Bool {
        line.count >= 2 && line[line.startIndex] == UInt8(ascii: "#") && line[line.startIndex + 1] == key.asciiValue!
            && (line.count == 2 || line[line.startIndex + 2] == 32)
    }

    /// The words of a line, without the `#N`-like key and the continuation `\` or `*\`.
    static func words(_ line: ArraySlice<UInt8>, droppingKey: Bool) -> (words: [String], continues: Bool, aperture: Bool) {
        var body = droppingKey ? line.dropFirst(2) : line
        while let last = body.last, last == 32 { body = body.dropLast() }
        let continues = body.last == UInt8(ascii: "\\")
        if continues { body = body.dropLast() }
        while let last = body.last, last == 32 { body = body.dropLast() }
        let aperture = body.last == UInt8(ascii: "*")
        if aperture { body = body.dropLast() }
        let words = body.split(whereSeparator: { $0 == 32 || $0 == 9 }).map { String(decoding: $0, as: UTF8.self) }
        return (words, continues, aperture)
    }

    /// A `#N` or `#U` line's words and where each starts: the cells of the record's line it
    /// heads lie under them.
    struct Group {
        var names: [String]
        var starts: [Int]
        var units: [String] = []
    }

    static func group(_ line: ArraySlice<UInt8>) -> Group {
        let body = Array(words(line, droppingKey: false).words.dropFirst())
        let runs = FixedWidthTable.runs(of: line).dropFirst().prefix(body.count)
        return Group(names: body, starts: runs.map(\.lowerBound))
    }

    /// The cells of a record line under `group`: its blank-separated words when there are as
    /// many as names; else from each name's column to the next one's (the first from the
    /// line's start), so an image name written against its number (`Slope-AS40_S299.929`,
    /// `%-23s` then `%-10.3f`) is two cells.
    static func cells(_ line: ArraySlice<UInt8>, under group: Group) -> [String] {
        var body = line
        while let last = body.last, last == 32 || last == UInt8(ascii: "\\") || last == UInt8(ascii: "*") { body = body.dropLast() }
        let words = body.split(whereSeparator: { $0 == 32 || $0 == 9 }).map { String(decoding: $0, as: UTF8.self) }
        if words.count == group.names.count { return words.map { $0 == "INDEF" ? "" : $0 } }
        return group.starts.indices.map { index in
            let low = index == 0 ? 0 : group.starts[index]
            let high = index + 1 < group.starts.count ? group.starts[index + 1] : Int.max
            let text = TextLayout.text(TextLayout.cell(body, low..<max(low, high)))
            return text == "INDEF" ? "" : text
        }
    }

    static func read(_ lines: TextLines, file: String) throws(DataFileError) -> DataTable? {
        var groups: [Group] = []
        var records: [(lines: [ArraySlice<UInt8>], apertures: Int, line: Int)] = []
        var current: [ArraySlice<UInt8>] = []
        var apertures = 0
        var firstLine = 0
        for index in 0..<lines.count where !lines.isBlank(index) {
            let line = lines[index]
            if isKeyLine(line, "N") { groups.append(group(line)); continue }
            if isKeyLine(line, "U"), !groups.isEmpty {
                groups[groups.count - 1].units = Array(words(line, droppingKey: true).words)
                continue
            }
            if line.first == UInt8(ascii: "#") { continue }
            let parsed = words(line, droppingKey: false)
            if current.isEmpty { firstLine = index + 1 }
            current.append(line)
            if parsed.aperture { apertures += 1 }
            if !parsed.continues {
                records.append((current, apertures, firstLine))
                current = []
                apertures = 0
            }
        }
        guard !groups.isEmpty, let first = records.first else { return nil }
        // Names: every group once, the last once per aperture line of the first record.
        let repeats = max(first.apertures, 1)
        let fixedGroups = first.apertures > 0 ? groups.count - 1 : groups.count
        var names: [String] = []
        var units: [String: String] = [:]
        func add(_ group: Group, suffix: String) {
            for (offset, name) in group.names.enumerated() {
                names.append(name + suffix)
                if offset < group.units.count, group.units[offset] != "##" { units[name + suffix] = group.units[offset] }
            }
        }
        for group in groups.prefix(fixedGroups) { add(group, suffix: "") }
        if first.apertures > 0 { for aperture in 1...repeats { add(groups[groups.count - 1], suffix: "\(aperture)") } }
        var text = TabSeparatedText()
        text.append(names: names)
        for record in records {
            var cells: [String] = []
            for (offset, line) in record.lines.enumerated() {
                cells += Self.cells(line, under: groups[min(offset, groups.count - 1)])
            }
            guard cells.count <= names.count else {
                throw DataFileError(file: file, line: record.line,
                                    problem: DataFileError.wrongFieldCount(expected: names.count, found: cells.count) + " (a DAOPHOT record over \(record.lines.count) lines)")
            }
            text.append(names: cells, line: record.line)
        }
        var note = "an IRAF DAOPHOT table: names from the `#N` lines, units from `#U`, each record's lines joined at `\\`"
        if first.apertures > 0 { note += "; \(repeats) apertures (lines marked `*`), their columns numbered" }
        return try text.table(file: file, units: units, notes: [note])
    }
}
