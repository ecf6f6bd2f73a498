import Foundation

/// Text tables in layouts the delimited reader cannot split by itself, as scientific and
/// engineering tools write them: IPAC and IRAF DAOPHOT tables, SPEC scans (`#S`, `#L`), CDS/VizieR byte-by-byte tables, MESA-like numbered
/// header blocks, `|`-separated dumps with a rule row, comment blocks led by `*`, `\`, `!` or `%`,
/// cells carrying an error in parentheses (`1045.39(  1.07)`), fixed-width tables with blank
/// cells, and tables under a keyword preamble or stacked in blocks (`TableBlocks`).
///
/// The layout is told from the first `sniffBytes` of the file only, so a file that is none of
/// them costs one short read. A file in one of them is rewritten once, in one pass, to
/// tab-separated text (names, then cells) that `DelimitedTextParser` reads as any table: types,
/// dates and gaps stay the delimited reader's rules.
///
/// ```swift
/// if let table = try TextLayout.read(input) { … }   // nil: a plain delimited file
/// ```
package enum TextLayout: Equatable, Sendable {
    case ipac
    case daophot
    case spec
    case byteByByte
    case numberedHeader
    case pipeSeparated
    case commentBlock(prefix: UInt8)
    case valueWithError
    case fixedWidth
    case blocks

    /// Bytes looked at to tell the layout, from the start of the file.
    package static let sniffBytes = 1 << 16
    /// Files are read whole in a layout up to this size; a bigger one goes to the delimited
    /// reader, which reads in parts and refuses a file with nothing to plot from a sample, so
    /// a layout guessed from the head never costs the whole of a huge file.
    package static let largestFile = 256 << 20

    /// The size of a regular file, or nil (not one, or not readable).
    static func fileSize(_ path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Every layout, for the fuzz target that runs each reader on any bytes.
    package static let all: [TextLayout] = [.ipac, .daophot, .spec, .byteByByte, .numberedHeader, .pipeSeparated,
                                            .commentBlock(prefix: UInt8(ascii: "*")), .valueWithError, .fixedWidth, .blocks]

    /// The layout of a file whose first bytes are `head` (nil: let the delimited reader read it).
    package static func detect(head: [UInt8]) -> TextLayout? {
        let lines = TextLines(head, complete: false)
        if IPACTable.matches(lines) { return .ipac }
        if ByteByByteTable.matches(lines) { return .byteByByte }
        if SPECTable.matches(lines) { return .spec }
        if DAOPHOTTable.matches(lines) { return .daophot }
        if PipeSeparatedTable.matches(lines) { return .pipeSeparated }
        if NumberedHeaderTable.matches(lines) { return .numberedHeader }
        if let prefix = CommentBlock.prefix(of: lines) { return .commentBlock(prefix: prefix) }
        if ValueWithErrorCells.matches(lines) { return .valueWithError }
        if FixedWidthTable.hasBlankCells(lines) { return .fixedWidth }
        if TableBlocks.matches(lines) { return .blocks }
        return nil
    }

    /// The table of a file in one of the layouts, or nil when it is in none (plain delimited
    /// text) or is standard input (read as a stream, never held whole).
    static func read(_ input: TableInput) throws(DataFileError) -> DataTable? {
        guard input.file != "<stdin>", let size = fileSize(input.file), size <= largestFile else { return nil }
        let head = TableFile.leadingBytes(of: input.file, count: sniffBytes)
        guard let layout = detect(head: head) else { return nil }
        let bytes = try input.readAllText()
        do {
            return try read(bytes, layout: layout, file: input.file)
        } catch where !layout.isDeclared {
            // A layout guessed from the head that the whole file does not bear out (a report
            // framed in `*` lines): the delimited reader reads it, or says why not, as before.
            return nil
        }
    }

    /// Whether the file declares its layout (IPAC frames, a byte-by-byte description, `#N`
    /// lines, numbered names, a rule row under `|` names), rather than the head suggesting it.
    var isDeclared: Bool {
        switch self {
        case .commentBlock, .valueWithError, .fixedWidth, .blocks: return false
        default: return true
        }
    }

    /// Reads `bytes` in `layout`; nil when the whole file does not hold the layout its head showed.
    package static func read(_ bytes: [UInt8], layout: TextLayout, file: String) throws(DataFileError) -> DataTable? {
        let lines = TextLines(bytes, complete: true)
        switch layout {
        case .ipac: return try IPACTable.read(lines, file: file)
        case .byteByByte: return try ByteByByteTable.read(lines, file: file)
        case .daophot: return try DAOPHOTTable.read(lines, file: file)
        case .spec: return try SPECTable.read(lines, file: file)
        case .pipeSeparated: return try PipeSeparatedTable.read(lines, file: file)
        case .numberedHeader: return try NumberedHeaderTable.read(lines, file: file)
        case .commentBlock(let prefix): return try CommentBlock.read(bytes, prefix: prefix, file: file)
        case .valueWithError: return try ValueWithErrorCells.read(bytes, file: file)
        case .fixedWidth: return try FixedWidthTable.read(bytes, file: file)
        case .blocks: return try TableBlocks.read(bytes, file: file)
        }
    }
}

/// The lines of a text, without their line breaks (`\n` or `\r\n`). `complete: false`: the
/// text is the head of a file, and its last line, cut anywhere, is left out.
struct TextLines {
    let bytes: [UInt8]
    private(set) var ranges: [Range<Int>] = []
    /// The byte besides `#` that starts a comment line: `!` where the file's first lines say so
    /// (`TableReader.bangCommentsLead`).
    let otherCommentMarker: UInt8?

    init(_ bytes: [UInt8], complete: Bool) {
        self.bytes = bytes
        let bang = bytes.withUnsafeBufferPointer { TableReader.bangCommentsLead($0, from: 0, isFinal: complete) }
        otherCommentMarker = bang == true ? ASCII.bang : nil
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            let end = index > start && bytes[index - 1] == 13 ? index - 1 : index
            ranges.append(start..<end)
            start = index + 1
        }
        if complete, start < bytes.count { ranges.append(start..<bytes.count) }
    }

    var count: Int { ranges.count }
    subscript(index: Int) -> ArraySlice<UInt8> { bytes[ranges[index]] }

    /// Whether line `index` holds blanks only.
    func isBlank(_ index: Int) -> Bool { self[index].allSatisfy { $0 == 32 || $0 == 9 } }

    /// The line's first byte that is not a blank.
    func firstByte(_ index: Int) -> UInt8? { self[index].first { $0 != 32 && $0 != 9 } }
}

/// Tab-separated text built a row at a time, for `DelimitedTextParser`: cells trimmed of blanks,
/// tabs inside a cell turned to blanks and quotes dropped, so no cell can split or join rows.
struct TabSeparatedText {
    private(set) var bytes: [UInt8] = []
    private(set) var rows = 0
    /// The file's line of each row written (0: none, the names), so an error names the file's line.
    private var sourceLines: [Int] = []

    /// Appends a row of cells taken from the file's `line` (1-based; 0 for names made here).
    mutating func append<Cells: Sequence>(_ cells: Cells, line: Int = 0) where Cells.Element == ArraySlice<UInt8> {
        sourceLines.append(line)
        var first = true
        for cell in cells {
            if !first { bytes.append(9) }
            first = false
            var trimmed = cell
            while let byte = trimmed.first, byte == 32 || byte == 9 { trimmed = trimmed.dropFirst() }
            while let byte = trimmed.last, byte == 32 || byte == 9 { trimmed = trimmed.dropLast() }
            for byte in trimmed where byte != 34 { bytes.append(byte == 9 ? 32 : byte) }
        }
        bytes.append(10)
        rows += 1
    }

    mutating func append(names: [String], line: Int = 0) {
        append(names.map { ArraySlice(Array($0.utf8)) }, line: line)
    }

    /// The table this text holds, with `units` by column name and `notes` for `--explain`.
    func table(file: String, units: [String: String] = [:], notes: [String]) throws(DataFileError) -> DataTable {
        var reader = TableReader(file: file, output: .columns(keepTextColumns: true))
        reader.forcedDelimiter = .tab  // cells may hold blanks: never split at them
        var table: DataTable
        do {
            table = try bytes.withUnsafeBufferPointer { buffer throws(DataFileError) in
                _ = try reader.consume(buffer, isFinal: true)
                try reader.finish()
                return try reader.makeTable()
            }
        } catch {
            // The line of the text written here is not the file's: name the file's, or none.
            var mapped = error
            if let line = error.line {
                let source = line >= 1 && line <= sourceLines.count ? sourceLines[line - 1] : 0
                mapped.line = source > 0 ? source : nil
                if source == 0 { mapped.column = nil }
            }
            throw mapped
        }
        for (name, unit) in units where table.units[name] == nil && table.columnNames.contains(name) {
            table.units[name] = unit
        }
        table.readingNotes.insert(contentsOf: notes, at: 0)
        return table
    }
}

extension TextLayout {
    /// The cell of `line` in the 0-based byte columns `span` (short lines give a short or empty cell).
    static func cell(_ line: ArraySlice<UInt8>, _ span: Range<Int>) -> ArraySlice<UInt8> {
        let low = line.startIndex + min(span.lowerBound, line.count)
        let high = line.startIndex + min(span.upperBound, line.count)
        return line[low..<high]
    }

    /// The text of a cell, blanks trimmed.
    static func text(_ cell: ArraySlice<UInt8>) -> String {
        String(decoding: cell, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }

    /// Whether every blank-separated word of the line is a number.
    static func isNumericLine(_ line: ArraySlice<UInt8>) -> Bool {
        let words = line.split(whereSeparator: { $0 == 32 || $0 == 9 })
        return !words.isEmpty && words.allSatisfy { Double(String(decoding: $0, as: UTF8.self)) != nil }
    }
}

extension TextLayout {
    /// Delimited text read whole, by position when it turns out to be a fixed-width table.
    static func parse(_ text: [UInt8], file: String) throws(DataFileError) -> DataTable {
        do {
            return try text.withUnsafeBufferPointer { buffer throws(DataFileError) in
                try DelimitedTextParser.parseSerially(buffer, file: file, keepTextColumns: true)
            }
        } catch where error.problem.hasSuffix(DataFileError.fixedWidthHint) {
            guard let table = try? FixedWidthTable.read(text, file: file) else { throw error }
            return table
        }
    }
}
