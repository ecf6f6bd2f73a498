import Foundation

/// Reads the sktime/aeon `.ts` format (what `load_from_tsfile` reads and `write_to_tsfile`
/// writes) into a `SeriesCollection`'s table.
///
/// Grammar: `#` comment lines (`%` too: aeon ships files led by them); header lines
/// `@problemName NAME`, `@timeStamps true|false`, `@missing true|false`, `@univariate
/// true|false`, `@dimensions N`, `@equalLength true|false`, `@seriesLength N`, `@classLabel
/// true A B C` or `false`, `@targetLabel true|false`, keywords in any case; then `@data` and a
/// case per line: its dimensions separated by `:`, their values by `,`, `?` missing, the class
/// label or target last when the header declares one. With `@timeStamps true` a dimension is
/// `(t,v),(t,v),…`, `t` a number or a date (`2007-01-01 00:00:00`).
///
/// ```swift
/// let table = try SktimeTSFile.table(from: Array(text.utf8), file: "gunpoint.ts")
/// ```
package enum SktimeTSFile {
    /// The header keywords only this format writes: any of them in a file's head makes it a `.ts`.
    static let headerKeywords: Set<String> = ["@problemname", "@timestamps", "@univariate", "@dimensions",
                                               "@serieslength", "@classlabel", "@targetlabel"]

    /// The header keywords as aeon writes them, for messages.
    static let keywordNames = ["@timestamps": "@timeStamps", "@univariate": "@univariate", "@dimensions": "@dimensions",
                               "@equallength": "@equalLength", "@missing": "@missing", "@serieslength": "@seriesLength",
                               "@classlabel": "@classLabel", "@targetlabel": "@targetLabel"]

    package static func table(from bytes: [UInt8], file: String) throws(DataFileError) -> DataTable {
        var header = Header()
        var collection: SeriesCollection?
        var lineNumber = 0
        var expectedDimensions: Int?
        var instants = false
        for rawLine in TimeSeriesText.lines(bytes) {
            lineNumber += 1
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || (collection == nil && line.hasPrefix("%")) { continue }
            guard collection != nil else {
                guard line.hasPrefix("@") else {
                    throw DataFileError(file: file, line: lineNumber, problem: "a line before @data that is no header line (@problemName, @classLabel, …)")
                }
                if try header.read(line, line: lineNumber, file: file) {
                    collection = SeriesCollection(labelKind: header.classLabels != nil ? .classLabel : header.hasTarget ? .target : .none)
                    if header.univariate == true { expectedDimensions = 1 }
                    if let dimensions = header.dimensions { expectedDimensions = dimensions }
                }
                continue
            }
            let item = try readCase(line, header: header, line: lineNumber, file: file,
                                    dimensions: &expectedDimensions, instants: &instants)
            collection!.cases.append(item)
        }
        collection?.timesAreInstants = instants
        guard let collection else {
            throw DataFileError(file: file, problem: "no @data line: the header ends without data (a truncated .ts file?)")
        }
        guard !collection.cases.isEmpty else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        var table = try collection.table(format: "sktime .ts", file: file)
        if let name = header.problemName { table.readingNotes.insert("problem \(name)", at: 0) }
        return table
    }

    /// The header lines read so far.
    struct Header {
        var problemName: String?
        var timeStamps = false
        var univariate: Bool?
        var dimensions: Int?
        var seriesLength: Int?
        var classLabels: [String]?
        var hasTarget = false

        /// Reads one `@` line; true when it is `@data`.
        mutating func read(_ line: String, line number: Int, file: String) throws(DataFileError) -> Bool {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            let keyword = words[0].lowercased()
            // Errors name the keyword as the format writes it, never the line's own text.
            let shown = SktimeTSFile.keywordNames[keyword] ?? keyword
            func flag() throws(DataFileError) -> Bool {
                guard words.count >= 2, let value = Bool(words[1].lowercased()) else {
                    throw DataFileError(file: file, line: number, problem: "\(shown) must be followed by true or false")
                }
                return value
            }
            func count() throws(DataFileError) -> Int {
                guard words.count >= 2, let value = Int(words[1]), value > 0 else {
                    throw DataFileError(file: file, line: number, problem: "\(shown) must be followed by a positive whole number")
                }
                return value
            }
            switch keyword {
            case "@data": return true
            case "@problemname": problemName = words.dropFirst().joined(separator: " ")
            case "@timestamps": timeStamps = try flag()
            case "@univariate": univariate = try flag()
            case "@dimensions": dimensions = try count()
            case "@serieslength": seriesLength = try count()
            case "@equallength", "@missing": _ = try flag()
            case "@classlabel":
                if try flag() {
                    classLabels = Array(words.dropFirst(2))
                    guard !classLabels!.isEmpty else {
                        throw DataFileError(file: file, line: number, problem: "@classLabel true names no classes")
                    }
                }
            case "@targetlabel": hasTarget = try flag()
            default: break  // other keywords (a later writer's) say nothing the picture needs
            }
            return false
        }
    }

    /// One case: its dimensions and label.
    private static func readCase(_ line: String, header: Header, line number: Int, file: String,
                                 dimensions expected: inout Int?, instants: inout Bool) throws(DataFileError) -> SeriesCollection.Case {
        var fields = try header.timeStamps ? splitTimed(line, line: number, file: file) : line.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var label: String?
        if header.classLabels != nil || header.hasTarget {
            guard fields.count >= 2 else {
                throw DataFileError(file: file, line: number, problem: "a case with no \(header.hasTarget ? "target" : "class label") after its values")
            }
            label = fields.removeLast().trimmingCharacters(in: .whitespaces)
            if let classes = header.classLabels, !classes.contains(label!) {
                throw DataFileError(file: file, line: number, problem: "a class label not listed in @classLabel")
            }
            if header.hasTarget, Double(label!) == nil {
                throw DataFileError(file: file, line: number, problem: "the target (the last field) is not a number")
            }
        }
        if let expected, fields.count != expected {
            throw DataFileError(file: file, line: number, problem: "\(fields.count) dimension\(fields.count == 1 ? "" : "s"), expected \(expected) (as the header or the first case says)")
        }
        expected = fields.count
        var values: [[Double]] = []
        var times: [[Double]] = []
        for (index, field) in fields.enumerated() {
            if header.timeStamps {
                let pairs = try timedValues(field, line: number, dimension: index + 1, file: file, instants: &instants)
                times.append(pairs.map(\.time))
                values.append(pairs.map(\.value))
            } else {
                values.append(try TimeSeriesText.values(field, line: number, what: "dimension \(index + 1)", file: file))
            }
        }
        if let length = header.seriesLength, values.contains(where: { $0.count > length }) {
            throw DataFileError(file: file, line: number, problem: "a dimension longer than @seriesLength \(length)")
        }
        return SeriesCollection.Case(dimensions: values, times: header.timeStamps ? times : nil, label: label)
    }

    /// The dimensions of a line of `(t,v)` pairs: `:` separates dimensions only outside
    /// parentheses (a time of day holds `:` too); the label, if any, is the last field.
    private static func splitTimed(_ line: String, line number: Int, file: String) throws(DataFileError) -> [String] {
        var fields: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            switch character {
            case "(": depth += 1
            case ")":
                depth -= 1
                guard depth >= 0 else { throw DataFileError(file: file, line: number, problem: "a ) with no ( before it") }
            case ":" where depth == 0:
                fields.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        guard depth == 0 else { throw DataFileError(file: file, line: number, problem: "a ( not closed on its line") }
        fields.append(current)
        return fields
    }

    /// The `(t,v)` pairs of one dimension.
    private static func timedValues(_ field: String, line number: Int, dimension: Int, file: String,
                                    instants: inout Bool) throws(DataFileError) -> [(time: Double, value: Double)] {
        var pairs: [(time: Double, value: Double)] = []
        var rest = Substring(field.trimmingCharacters(in: .whitespaces))
        while !rest.isEmpty {
            guard rest.first == "(", let close = rest.firstIndex(of: ")"), let comma = rest[..<close].lastIndex(of: ",") else {
                throw DataFileError(file: file, line: number, problem: "dimension \(dimension) is not a list of (timestamp,value) pairs")
            }
            let timeText = rest[rest.index(after: rest.startIndex)..<comma].trimmingCharacters(in: .whitespaces)
            let valueText = rest[rest.index(after: comma)..<close].trimmingCharacters(in: .whitespaces)
            guard let value = TimeSeriesText.value(valueText) else {
                throw DataFileError(file: file, line: number, problem: "dimension \(dimension): a value that is not a number")
            }
            let time: Double
            if let number = Double(timeText) {
                time = number
            } else if let seconds = TimeSeriesText.seconds(ofTimestamp: timeText) {
                time = seconds
                instants = true
            } else {
                throw DataFileError(file: file, line: number, problem: "dimension \(dimension): a timestamp that is neither a number nor a date")
            }
            pairs.append((time, value))
            rest = rest[rest.index(after: close)...].drop { $0 == "," || $0 == " " }
        }
        return pairs
    }
}
