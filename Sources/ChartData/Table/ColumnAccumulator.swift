/// One column's values while a whole file is read, plus what is needed to decide at the end
/// whether it is a numeric column or a text column.
package struct ColumnAccumulator {
    package enum Kind {
        /// Only gaps so far.
        case undecided
        case numeric
        /// Text so far, first seen in `firstText` on line `firstLine`.
        case text(firstLine: Int, firstText: String)
    }

    package var kind = Kind.undecided
    /// One per row; NaN for gaps and text cells.
    package var values: [Double] = []
    /// Every cell's text, kept only while the column may still turn out to hold no number at all.
    package var texts: [String]? = []
    /// Mixed columns (`ColumnAccumulator+Mixed.swift`): number cells in a text column, text
    /// cells in a numeric one (row and text), the first of those.
    package var numbersInText = 0
    package var oddTexts: [(row: Int, text: String)] = []
    package var firstOdd: (line: Int, text: String)?
    /// Number cells read, and those written with a leading zero before another digit (`06001`,
    /// `007`): a way of writing codes (FIPS, postal codes), never quantities (`TableSchema+Codes`).
    package var numberCells = 0
    package var zeroPaddedCells = 0
    /// Whether most number cells were written zero-padded.
    package var isZeroPadded: Bool { zeroPaddedCells > 0 && zeroPaddedCells * 2 >= numberCells }

    package var collectsTexts: Bool { texts != nil }
    /// Set while every filled cell of this text column is an ISO time of this layout
    /// (`ColumnAccumulator+Times.swift`): the cells folded so far are numbers in `values`, and
    /// `texts` holds only the cells read since (the last `texts.count` rows).
    package var timeLayout: ISODateLayout?
    /// For a `timeLayout` with a zone offset: each folded row's offset in minutes
    /// (`ISOTimeColumn.offsetMinutes`), one per row of `values` but the last `texts.count`.
    package var timeOffsets: [Int16] = []
    /// A cell of another form was seen: the column stays plain text.
    package var timesRuledOut = false

    package var isText: Bool {
        if case .text = kind { return true }
        return false
    }

    /// The caller has checked that the column is not a text column.
    package mutating func appendNumber(_ value: Double) {
        values.append(value)
        numberCells += 1
        if case .undecided = kind {
            kind = .numeric
            texts = nil
        }
    }

    package mutating func appendGap(text: @autoclosure () -> String) {
        values.append(.nan)
        if texts != nil { texts!.append(text()) }
    }

    /// The caller has checked that the column is not numeric.
    package mutating func appendText(_ text: String, line: Int) {
        values.append(.nan)
        if case .undecided = kind { kind = .text(firstLine: line, firstText: text) }
        texts?.append(text)
    }
}
