/// Cells that carry their error in parentheses after the value, as IRAF/photutils ellipse fits
/// and crystallographic tables write them: `1045.39(  1.07)`, `0.199(0.000)`, `-45.00( 0.05)`.
/// Split at blanks, such a cell would be two fields or a text; the value is kept and the error
/// dropped (its parentheses are blanked, so columns stay where they were), and `--explain`
/// says so.
enum ValueWithErrorCells {
    /// Where each cell's parenthesised error starts and ends (`(` … `)`) in `line`.
    static func errors(in line: ArraySlice<UInt8>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = line.startIndex
        while let open = line[index...].firstIndex(of: UInt8(ascii: "(")) {
            guard let close = line[open...].firstIndex(of: UInt8(ascii: ")")) else { break }
            index = close + 1
            // The error: blanks, a sign, digits and a point; the value before it: a number
            // that starts a field.
            let inside = line[(open + 1)..<close]
            guard inside.contains(where: isDigit),
                  inside.allSatisfy({ isDigit($0) || $0 == 32 || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") })
            else { continue }
            var start = open
            while start > line.startIndex, isNumberByte(line[start - 1]) { start -= 1 }
            guard start < open, line[start..<open].contains(where: isDigit),
                  start == line.startIndex || [32, 9, UInt8(ascii: ","), UInt8(ascii: ";")].contains(line[start - 1]),
                  Double(String(decoding: line[start..<open], as: UTF8.self)) != nil else { continue }
            found.append(open..<(close + 1))
        }
        return found
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    static func isNumberByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Three data lines at least, and half of them or more, hold such a cell.
    static func matches(_ lines: TextLines) -> Bool {
        var dataLines = 0, withErrors = 0
        for index in 0..<lines.count where !lines.isBlank(index) && lines.firstByte(index) != UInt8(ascii: "#") {
            dataLines += 1
            if !errors(in: lines[index]).isEmpty { withErrors += 1 }
        }
        return withErrors >= 3 && withErrors * 2 >= dataLines
    }

    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> DataTable? {
        let lines = TextLines(bytes, complete: true)
        var text = bytes
        var cells = 0
        var example: String?
        for index in 0..<lines.count where lines.firstByte(index) != UInt8(ascii: "#") {
            for error in errors(in: lines[index]) {
                if example == nil {
                    // The whole cell: the value before the parentheses too.
                    let line = lines[index]
                    var start = error.lowerBound
                    while start > line.startIndex, isNumberByte(line[start - 1]) { start -= 1 }
                    example = String(decoding: line[start..<error.upperBound], as: UTF8.self)
                }
                for offset in error { text[offset] = 32 }
                cells += 1
            }
        }
        guard cells > 0 else { return nil }
        var table = try TextLayout.parse(text, file: file)
        table.readingNotes.insert("\(cells) cells carry an error in parentheses after the value (`\(example ?? "")`): the value kept, the error dropped", at: 0)
        return table
    }
}
