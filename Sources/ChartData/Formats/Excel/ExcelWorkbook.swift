import Foundation

/// An Excel `.xlsx` workbook (Office Open XML, a zip of XML parts): its sheets by name, the
/// shared strings, which cell styles show dates, and the date base (1900 or 1904).
///
/// ```swift
/// let book = try ExcelWorkbook(path: "book.xlsx")
/// let rows = try book.rows(sheet: book.sheetNames[0])
/// ```
package struct ExcelWorkbook {
    package let file: String
    /// The sheets in workbook order.
    package let sheetNames: [String]
    /// Whether serials count days from 1904-01-01 (old Mac workbooks) rather than 1900.
    package let uses1904Dates: Bool
    private let sheetParts: [String]
    private let zip: ZipArchive
    private let sharedStrings: [String]
    /// Per cell style (`s` attribute), what its number format shows.
    private let styleMeanings: [ExcelNumberFormat.Meaning]
    private let limit: Int

    /// One row of a sheet: its 1-based number and its cells by 0-based column.
    package struct Row {
        package var number: Int
        package var cells: [(column: Int, cell: ExcelCell)]
    }

    package init(path: String, file: String? = nil, limit: Int = FileBytes.maximumBytes) throws(DataFileError) {
        try self.init(zip: ZipArchive(path: path, file: file), limit: limit)
    }

    package init(zip: ZipArchive, limit: Int = FileBytes.maximumBytes) throws(DataFileError) {
        self.zip = zip
        self.limit = limit
        file = zip.file
        guard zip.entry(named: "xl/workbook.xml") != nil else {
            throw DataFileError(file: file, problem: "not an Excel .xlsx workbook (a zip without xl/workbook.xml)")
        }
        // Sheets and the date base.
        var names: [String] = [], ids: [String] = []
        var base1904 = false
        var scanner = XMLScanner(try zip.contents(of: "xl/workbook.xml", limit: limit))
        while let token = scanner.next() {
            guard case .start(let name, let attributes, _) = token else { continue }
            if name == "workbookPr", let value = attributes["date1904"] { base1904 = value == "1" || value == "true" }
            if name == "sheet", let sheetName = attributes["name"] {
                names.append(sheetName)
                ids.append(attributes["id"] ?? "")
            }
        }
        uses1904Dates = base1904
        // Where each sheet's XML is: the workbook's relationships map ids to parts.
        var targets: [String: String] = [:]
        if zip.entry(named: "xl/_rels/workbook.xml.rels") != nil {
            var rels = XMLScanner(try zip.contents(of: "xl/_rels/workbook.xml.rels", limit: limit))
            while let token = rels.next() {
                if case .start("Relationship", let attributes, _) = token, let id = attributes["Id"], let target = attributes["Target"] {
                    targets[id] = target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
                }
            }
        }
        sheetNames = names
        sheetParts = ids.enumerated().map { index, id in targets[id] ?? "xl/worksheets/sheet\(index + 1).xml" }
        sharedStrings = try Self.readSharedStrings(zip, limit: limit)
        styleMeanings = try Self.readStyles(zip, limit: limit)
    }

    private static func readSharedStrings(_ zip: ZipArchive, limit: Int) throws(DataFileError) -> [String] {
        guard let entry = zip.entry(named: "xl/sharedStrings.xml") else { return [] }
        var scanner = XMLScanner(try zip.contents(of: entry, limit: limit))
        var strings: [String] = []
        var current: String?
        while let token = scanner.next() {
            switch token {
            case .start("si", _, let isEmpty):
                if isEmpty { strings.append("") } else { current = "" }
            case .start("rPh", _, false), .start("phoneticPr", _, false):
                // Phonetic guides (furigana) are not part of the text.
                scanner.skipElement()
            case .start("t", _, false):
                let text = scanner.elementText()
                if current != nil { current! += text }
            case .end("si"):
                strings.append(current ?? "")
                current = nil
            default:
                break
            }
        }
        return strings
    }

    private static func readStyles(_ zip: ZipArchive, limit: Int) throws(DataFileError) -> [ExcelNumberFormat.Meaning] {
        guard let entry = zip.entry(named: "xl/styles.xml") else { return [] }
        var scanner = XMLScanner(try zip.contents(of: entry, limit: limit))
        var customFormats: [Int: ExcelNumberFormat.Meaning] = [:]
        var meanings: [ExcelNumberFormat.Meaning] = []
        var inCellFormats = false
        while let token = scanner.next() {
            switch token {
            case .start("numFmt", let attributes, _):
                if let id = attributes["numFmtId"].flatMap({ Int($0) }), let code = attributes["formatCode"] {
                    customFormats[id] = ExcelNumberFormat.meaning(code: code)
                }
            case .start("cellXfs", _, let isEmpty):
                inCellFormats = !isEmpty
            case .end("cellXfs"):
                inCellFormats = false
            case .start("xf", let attributes, _) where inCellFormats:
                let id = attributes["numFmtId"].flatMap { Int($0) } ?? 0
                meanings.append(customFormats[id] ?? ExcelNumberFormat.meaning(builtIn: id))
            default:
                break
            }
        }
        return meanings
    }

    /// The sheet called `name` (nil: the first), its rows with at least one cell in order.
    package func rows(sheet name: String?) throws(DataFileError) -> [Row] {
        guard !sheetNames.isEmpty else { throw DataFileError(file: file, problem: "the workbook has no sheets") }
        let index: Int
        if let name {
            guard let found = sheetNames.firstIndex(of: name) else {
                throw DataFileError(file: file, problem: "--sheet \(DataFileError.name(name)): no such sheet (sheets: \(sheetNames.map(DataFileError.name).joined(separator: ", ")))")
            }
            index = found
        } else {
            index = 0
        }
        var scanner = XMLScanner(try zip.contents(of: sheetParts[index], limit: limit))
        var rows: [Row] = []
        var row = Row(number: 0, cells: [])
        var inData = false
        while let token = scanner.next() {
            switch token {
            case .start("sheetData", _, let isEmpty):
                inData = !isEmpty
            case .end("sheetData"):
                inData = false
            case .start("row", let attributes, let isEmpty) where inData:
                row = Row(number: attributes["r"].flatMap { Int($0) } ?? (rows.last?.number ?? 0) + 1, cells: [])
                if isEmpty { row = Row(number: row.number, cells: []) }
            case .end("row") where inData:
                if row.cells.contains(where: { $0.cell != .empty }) { rows.append(row) }
                row = Row(number: row.number, cells: [])
            case .start("c", let attributes, let isEmpty) where inData:
                let column = attributes["r"].flatMap(Self.columnIndex) ?? ((row.cells.last?.column ?? -1) + 1)
                let cell = isEmpty ? .empty : readCell(&scanner, type: attributes["t"] ?? "n",
                                                       style: attributes["s"].flatMap { Int($0) } ?? 0)
                if cell != .empty { row.cells.append((column, cell)) }
            default:
                break
            }
        }
        return rows
    }

    /// The cell whose start tag was just read, up to its end tag.
    private func readCell(_ scanner: inout XMLScanner, type: String, style: Int) -> ExcelCell {
        var value: String?
        var inline = ""
        var depth = 1
        while depth > 0, let token = scanner.next() {
            switch token {
            case .start("v", _, false): value = scanner.elementText()
            case .start("t", _, false): inline += scanner.elementText()
            case .start("rPh", _, false): scanner.skipElement()
            case .start(_, _, let isEmpty): if !isEmpty { depth += 1 }
            case .end: depth -= 1
            case .text: break
            }
        }
        switch type {
        case "s":
            guard let index = value.flatMap({ Int(Self.trimmed($0)) }),
                  sharedStrings.indices.contains(index) else { return .empty }
            return .text(sharedStrings[index])
        case "inlineStr":
            return .text(inline)
        case "str":
            return value.map { .text($0) } ?? .empty
        case "b":
            return value.map { .boolean(Self.trimmed($0) == "1") } ?? .empty
        case "e":
            // #N/A, #DIV/0! and the like: a gap.
            return .empty
        case "d":
            // An ISO 8601 date written as text (strict OOXML): left for the date inference.
            return value.map { .text($0) } ?? .empty
        default:
            guard let text = value.map(Self.trimmed), !text.isEmpty else { return .empty }
            guard let number = Double(text) else { return .text(String(text)) }
            let meaning = styleMeanings.indices.contains(style) ? styleMeanings[style] : .number
            return .number(number, meaning)
        }
    }

    /// A cell value without the blanks around it. Values rarely have any, so they are checked
    /// for first: Foundation's trimming was a tenth of the time of reading a sheet.
    static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        guard let first = utf8.first, let last = utf8.last else { return text[...] }
        // Plain ASCII at both ends (no blank, no start of a multi-byte space): nothing to trim.
        let isPlain = { (byte: UInt8) in byte > 0x20 && byte < 0x80 }
        if isPlain(first) && isPlain(last) { return text[...] }
        return Substring(text.trimmingCharacters(in: .whitespaces))
    }

    /// `AB12` → 27 (0-based column).
    static func columnIndex(_ reference: String) -> Int? {
        var index = 0
        var letters = 0
        for scalar in reference.unicodeScalars {
            let value = scalar.value
            if (65...90).contains(value) || (97...122).contains(value) {
                index = index * 26 + Int((value & ~0x20) - 64)
                letters += 1
                if letters > 3 { return nil }
            } else {
                break
            }
        }
        return letters == 0 ? nil : index - 1
    }

    /// An Excel serial day number as seconds since 1970 UTC, in this workbook's date base.
    /// The 1900 base counts 1900-02-29, which never was (Lotus 1-2-3's bug, kept for
    /// compatibility): serials before 61 are a day later than the count says.
    package func unixSeconds(serial: Double) -> Double {
        let days: Double
        if uses1904Dates {
            days = serial - 24107
        } else {
            days = serial < 61 ? serial - 25568 : serial - 25569
        }
        // To the millisecond: serials are fractions of a day, rarely exact in binary.
        return (days * 86_400 * 1000).rounded() / 1000
    }
}
