/// Text cells that are numbers as people write them (`"1,234"`, `$12.50`, `12.5%`, `(1,234)`):
/// the column becomes numeric when nearly all of it reads one way (`WrittenNumberColumn`).
extension ColumnAccumulator {
    /// Reads the column's text cells as written numbers where the whole column allows it and
    /// returns what was read (for its unit and note); nil leaves the column as it was.
    /// A text column is read from all its cells; a numeric column from the text cells it holds
    /// as gaps (`"2,112"` among plain `915`), its number cells counting as plain numbers.
    package mutating func readWrittenNumbers(hint: WrittenNumberColumn.DecimalHint) -> WrittenNumberColumn? {
        switch kind {
        case .text:
            guard let texts, timeLayout == nil,
                  let read = WrittenNumberColumn.read(texts, hint: hint) else { return nil }
            values = read.values
            kind = .numeric
            self.texts = nil
            numbersInText = 0
            numberCells = values.count - read.unreadCount
            return read
        case .numeric:
            guard !oddTexts.isEmpty else { return nil }
            let plain = values.reduce(0) { $0 + ($1.isNaN ? 0 : 1) }
            // Every text cell must read: the ones that do not keep their gap warning, which names
            // the first text cell of the column by its line. Plain numbers agree with grouped
            // ones (`915` beside `"2,112"`) but not with a symbol or unit: `$5` or `12%` among
            // plain numbers is a column written two ways, and `1e` a broken number, not 1 "e".
            guard let read = WrittenNumberColumn.read(oddTexts.map(\.text), plainNumbers: plain, hint: hint),
                  read.unreadCount == 0, read.unit == nil else { return nil }
            for (cell, value) in zip(oddTexts, read.values) where cell.row < values.count { values[cell.row] = value }
            oddTexts = []
            firstOdd = nil
            return read
        case .undecided:
            return nil
        }
    }
}
