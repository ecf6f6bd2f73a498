/// A column that mixes numbers and text, settled by its majority: numeric when at least 95 % of
/// its filled cells are numbers (the rest become gaps), text otherwise (an identifier column
/// whose codes look like numbers in places, `0E0` or `1E5`, stays text).
extension ColumnAccumulator {
    /// The share of number cells a mixed column needs to be numeric.
    package static let numericShare = 0.95

    /// A number cell in a column that had text first.
    package mutating func appendNumberToText(_ value: Double, text: String) {
        unfoldTimes()  // a number is no time of the layout: the column is plain text again
        values.append(value)
        texts?.append(text)
        numbersInText += 1
    }

    /// A text cell in a column that had numbers first: a gap, remembered in case the column
    /// turns out to be text after all.
    package mutating func appendOddText(_ text: String, line: Int, row: Int) {
        values.append(.nan)
        oddTexts.append((row, text))
        if firstOdd == nil { firstOdd = (line, text) }
    }

    /// Decides a mixed column and returns the cells that went against the decision (nil when
    /// none did): for a numeric column the text cells, now gaps.
    package mutating func settleMixedColumn(rowCount: Int) -> (firstLine: Int, firstText: String, count: Int)? {
        switch kind {
        case .numeric:
            guard !oddTexts.isEmpty else { return nil }
            let numbers = values.reduce(0) { $0 + ($1.isNaN ? 0 : 1) }
            if Double(numbers) >= Self.numericShare * Double(numbers + oddTexts.count) {
                return (firstOdd!.line, firstOdd!.text, oddTexts.count)
            }
            // Mostly text: rebuild every cell's text, numbers as written back.
            var rebuilt = values.map { $0.isNaN ? "" : ColumnAccumulator.shortText($0) }
            for (row, text) in oddTexts where row < rebuilt.count { rebuilt[row] = text }
            texts = rebuilt
            kind = .text(firstLine: firstOdd!.line, firstText: firstOdd!.text)
            return nil
        case .text(let line, let text):
            guard numbersInText > 0, let texts else { return nil }
            let filled = texts.reduce(0) { $0 + ($1.allSatisfy(\.isWhitespace) ? 0 : 1) }
            guard Double(numbersInText) >= Self.numericShare * Double(filled) else { return nil }
            // Mostly numbers: the text cells are gaps already (NaN in `values`).
            kind = .numeric
            self.texts = nil
            return (line, text, filled - numbersInText)
        case .undecided:
            return nil
        }
    }

    /// For a column settled as text: how many of its filled cells are numbers, and its first
    /// text cell; nil for a numeric column or one with no numbers at all.
    package func numbersInTextColumn() -> (numbers: Int, filled: Int, firstLine: Int, firstText: String)? {
        guard case .text(let line, let text) = kind, let texts, timeLayout == nil else { return nil }
        let numbers = values.reduce(0) { $0 + ($1.isNaN ? 0 : 1) }
        guard numbers > 0 else { return nil }
        let filled = texts.reduce(0) { $0 + ($1.allSatisfy(\.isWhitespace) ? 0 : 1) }
        return (numbers, filled, line, text)
    }

    private static func shortText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
