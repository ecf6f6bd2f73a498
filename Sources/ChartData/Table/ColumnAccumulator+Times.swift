/// A text column of ISO times read from a big file keeps a number a row, not a `String` a row
/// (`ISOTimeColumn`). The reader folds the cells it has read into numbers after each part
/// (`foldTimes`), and its fast path parses such a column's cells straight into numbers
/// (`NumericRecordReader.timeLayouts`).
///
/// The layout is the first filled cell's, as `DateColumnParser.parseAll` takes it; the
/// inference decides from the column (a sample) whether these are dates, as for any text. A
/// cell is folded only when its number written back in the layout is exactly its bytes, or is a
/// gap marker such as `NA` (a NaN naming it: `ISOTimeColumn+Gaps.swift`); the first cell that
/// is neither (another form, a number) unfolds the column:
/// every folded cell is written back as text and the column stays plain text from there on, as
/// it was read before: never a cell lost, at the memory cost of text for that file alone.
extension ColumnAccumulator {
    /// Folds the cells read since the last fold into numbers, or unfolds the column for good
    /// when one is not a time of its layout. Only a text column with no number cell folds.
    package mutating func foldTimes() {
        guard !timesRuledOut, case .text = kind, numbersInText == 0, let pending = texts, !pending.isEmpty else { return }
        if timeLayout == nil {
            guard let first = pending.first(where: { !$0.isEmpty && !CellParser.isGapMarker($0) }) else { return }  // gaps so far: wait
            guard let layout = ISODateLayout(cell: first.utf8) else {
                timesRuledOut = true
                return
            }
            timeLayout = layout
        }
        let layout = timeLayout!
        let start = values.count - pending.count
        // A zoned layout keeps each row's offset: one for every row folded before these.
        if layout.hasOffset, timeOffsets.count != start { return unfoldTimes() }
        for (offset, text) in pending.enumerated() {
            var cell = text
            // A gap marker (`NA`, `null`) is a missing time: a NaN that reads back as the marker.
            guard text.isEmpty || cell.withUTF8({ bytes -> Bool in
                guard let seconds = ISOTimeColumn.seconds(ofCell: bytes, layout: layout) ?? ISOTimeColumn.gap(ofCell: bytes) else { return false }
                values[start + offset] = seconds
                if layout.hasOffset, !seconds.isNaN { timeOffsets.append(Int16(ISOTimeColumn.offsetMinutes(ofCell: bytes))) }
                return true
            }) else {
                for row in start..<start + offset { values[row] = .nan }
                if layout.hasOffset { timeOffsets.removeLast(timeOffsets.count - start) }
                unfoldTimes()
                return
            }
            if layout.hasOffset, values[start + offset].isNaN { timeOffsets.append(0) }
        }
        texts = []
    }

    /// Writes the folded cells back as texts: the column is plain text from here on.
    package mutating func unfoldTimes() {
        guard let layout = timeLayout, let pending = texts else { return }
        let folded = values.count - pending.count
        var cells: [String] = []
        cells.reserveCapacity(values.capacity)
        for row in 0..<folded {
            let offset = layout.hasOffset && row < timeOffsets.count ? Int(timeOffsets[row]) : 0
            cells.append(ISOTimeColumn.text(of: values[row], layout: layout, offsetMinutes: offset)
                ?? ISOTimeColumn.gapMarker(of: values[row]) ?? "")
            values[row] = .nan
        }
        timeOffsets = []
        cells.append(contentsOf: pending)
        texts = cells
        timeLayout = nil
        timesRuledOut = true
    }

    /// The column's ISO times once every cell is folded; nil for any other column.
    package var isoTimes: ISOTimeColumn? {
        guard let timeLayout, texts?.isEmpty == true else { return nil }
        return ISOTimeColumn(layout: timeLayout, seconds: values, offsetMinutes: timeOffsets)
    }
}
