/// Shapes of the first lines that tools other than spreadsheets write, read as pandas reads them:
/// - pandas' `to_csv(sep=" ")` names every column but its index, so the rows hold one field
///   more than the header (` ID Status …` over `0 M 1 …`): the first field is an unnamed index;
/// - scikit-learn's bundled CSVs start with a line of counts and class names
///   (`178,13,class_0,class_1,class_2`) above headerless rows of 13 features and a target;
/// - a table of texts only (`carrier,name` over `9E,Endeavor Air Inc.`) has a header, as
///   `read_csv` assumes, when its first row names distinct columns;
/// - header names in single quotes (`'popul'`, a file written from Python reprs) lose them;
/// - a header of a label's name then increasing numbers (wind speeds, years) over labelled rows
///   names the columns by those numbers; so does one of several labels' names then years counted
///   in equal steps (`country,indicator,2000,…,2017`).
extension TableReader {
    /// Whether the first record (held back) is a header that names one column fewer than the
    /// next record holds: every field of it is text.
    func headerLacksIndexName(_ first: [UInt8]) -> Bool {
        first.withUnsafeBufferPointer { bytes in
            var spans: [FieldSpan] = []
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &spans)
            return !spans.isEmpty && spans.allSatisfy { span in
                guard case .text = headerRuleValue(span, in: bytes) else { return false }
                return !FieldSplitter.text(of: span, in: bytes).isEmpty
            }
        }
    }

    /// Whether the first record is scikit-learn's count line for rows of `fieldCount` fields:
    /// two whole numbers (samples, features) whose second is `fieldCount` or `fieldCount − 1`
    /// (the features and a target), then only texts (the class names).
    func isCountLine(_ first: [UInt8], followedBy fieldCount: Int) -> Bool {
        first.withUnsafeBufferPointer { bytes in
            var spans: [FieldSpan] = []
            FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &spans)
            guard spans.count >= 2, spans.count < fieldCount,
                  case .number(let samples) = cellValue(spans[0], in: bytes),
                  case .number(let features) = cellValue(spans[1], in: bytes),
                  samples >= 1, samples == samples.rounded(), features == features.rounded(),
                  features == Double(fieldCount) || features == Double(fieldCount - 1) else { return false }
            return spans.dropFirst(2).allSatisfy { span in
                if case .text = cellValue(span, in: bytes) { return true }
                return false
            }
        }
    }

    /// An all-text first record over an all-text second one is a header when its names are
    /// filled and distinct. Dates count as values (`headerRuleValue`), so a headerless column of
    /// dates keeps its first row.
    func isHeaderOfTexts(_ first: [CellParser.Value], followedBy second: [CellParser.Value]?,
                         in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let second, !first.isEmpty, first.allSatisfy(\.isText), second.allSatisfy(\.isText) else { return false }
        var spans: [FieldSpan] = []
        FieldSplitter.split(bytes, 0..<bytes.count, by: delimiter, into: &spans)
        let names = spans.map { FieldSplitter.text(of: $0, in: bytes) }
        return !names.contains(where: \.isEmpty) && Set(names).count == names.count
    }

    /// A header whose names are numbers: a label's name, then coordinates (wind speeds, years,
    /// wavelengths) over rows of a label and a value per coordinate (`turbine_type,0.0,0.5,1.0`
    /// over `E-101,0.0,3000,…`). pandas reads it as the header; the header rule (text over a
    /// number) cannot see it. The first record is such a header when its first field is text,
    /// its other fields, three at least, are numbers in strictly increasing order, and the second
    /// record's first field is text too (a label, so the first field is that column's name).
    ///
    /// Several label columns (`country,indicator,2000,…,2017` over `ABW,SP.URB.TOTL,42444,…`, as
    /// R writes a wide table) ask more of the numbers, since a headerless row of a rising measure
    /// under two labels looks the same: they count in equal whole steps (years, indices), and
    /// the numbers of the second record under them do not.
    static func isCoordinateHeader(_ first: [CellParser.Value], followedBy second: [CellParser.Value]?) -> Bool {
        let labels = first.prefix(while: \.isText).count
        guard let second, labels >= 1, first.count - labels >= 3, second.count > labels,
              second.prefix(labels).allSatisfy(\.isText) else { return false }
        var coordinates: [Double] = []
        for value in first.dropFirst(labels) {
            guard case .number(let number) = value, number > (coordinates.last ?? -.infinity) else { return false }
            coordinates.append(number)
        }
        guard labels > 1 else { return true }
        let below = second.dropFirst(labels).compactMap { value -> Double? in
            if case .number(let number) = value { return number }
            return nil
        }
        return countsInWholeSteps(coordinates) && !countsInWholeSteps(below)
    }

    /// One or two years as names after several labels (`Country Name,Country Code,Indicator
    /// Name,Indicator Code,2015`, a World Bank extract of one year): too few numbers for
    /// `isCoordinateHeader`'s steps, and no text over a number for the header rule, since a
    /// country without a value leaves a gap under the year. The first record is the header when two
    /// labels at least lead it, the numbers after them are whole years of 1000…2999 (rising), and
    /// the second record has texts under the labels and no such year under the years: a headerless
    /// row of labels and a year would be followed by another year.
    static func isYearNamesHeader(_ first: [CellParser.Value], followedBy second: [CellParser.Value]?) -> Bool {
        let labels = first.prefix(while: \.isText).count
        guard let second, labels >= 2, (1...2).contains(first.count - labels), second.count >= first.count,
              second.prefix(labels).allSatisfy(\.isText) else { return false }
        var previous = 0.0
        for value in first.dropFirst(labels) {
            guard case .number(let year) = value, year == year.rounded(), (1000...2999).contains(year), year > previous else { return false }
            previous = year
        }
        return !second[labels..<first.count].contains { value in
            if case .number(let number) = value { return number == number.rounded() && (1000...2999).contains(number) }
            return value.isText
        }
    }

    /// Whole numbers, three at least, each one step past the one before, the step the same.
    static func countsInWholeSteps(_ values: [Double]) -> Bool {
        guard values.count >= 3, values.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e15 }) else { return false }
        let step = values[1] - values[0]
        return step != 0 && zip(values, values.dropFirst()).allSatisfy { $1 - $0 == step }
    }

    /// The longest header name kept, in characters: no axis title or legend shows more, and a
    /// name is copied into many columns where a two-row header carries it over blank cells, so an
    /// unbounded one made that work grow with the square of the line (a 164 KB line of one long
    /// name and 16,580 commas ran for minutes).
    static let headerNameLimit = 256

    /// Header cells as column names: cut to `headerNameLimit` characters, and without the single
    /// quotes a Python repr writes (`'popul'` → `popul`) when every filled name has them.
    static func headerNames(_ cells: [String]) -> [String] {
        let names = cells.map { $0.utf8.count <= headerNameLimit ? $0 : String($0.prefix(headerNameLimit)) }
        let filled = names.filter { !$0.isEmpty }
        guard !filled.isEmpty, filled.allSatisfy({ $0.count >= 2 && $0.hasPrefix("'") && $0.hasSuffix("'") }) else { return names }
        return names.map { $0.isEmpty ? $0 : String($0.dropFirst().dropLast()) }
    }

    /// Whether a record split at blanks is padded into columns (it starts with blanks, or runs of
    /// two blanks or more separate its fields at two places at least): the layout of a fixed-width
    /// table (`read_fwf`), where a cell may hold blanks (`12-15 years`) and splitting at blanks
    /// cannot be right. A line of prose with one double blank is not.
    func isPaddedToFixedWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard delimiter == .whitespace, let first = fields.first, let last = fields.last else { return false }
        let start = first.start, end = last.end
        if start > 0, bytes[start - 1] == 32 { return true }
        var blanks = 0, paddings = 0
        for i in start..<end {
            blanks = bytes[i] == 32 ? blanks + 1 : 0
            if blanks == 2 { paddings += 1 }
        }
        return paddings >= 2
    }
}
