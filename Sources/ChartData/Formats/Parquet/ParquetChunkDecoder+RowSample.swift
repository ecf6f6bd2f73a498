extension ParquetChunkDecoder {
    /// The rows of one column chunk that a stride sample of the whole file keeps: the file's
    /// rows 0, k, 2k, … and its last row, numbered within the chunk (`ParquetFile.strideSample`).
    struct RowSample: Equatable {
        /// The chunk's first kept row (at or past the chunk's end when none is).
        let first: Int
        let step: Int
        /// The file's last row, when this chunk holds it.
        let last: Int?

        /// The sample of the chunk of `rows` rows that starts at the file's row `start`, of a
        /// file of `fileRows` rows sampled every `step`-th row.
        init(chunkStart start: Int, rows: Int, step: Int, fileRows: Int) {
            self.step = max(1, step)
            first = (self.step - start % self.step) % self.step
            last = start + rows == fileRows && rows > 0 ? rows - 1 : nil
        }

        /// The first stride row at or after `row`.
        private func strideRow(from row: Int) -> Int {
            row <= first ? first : first + (row - first + step - 1) / step * step
        }

        func hasRow(in range: Range<Int>) -> Bool {
            strideRow(from: range.lowerBound) < range.upperBound || last.map(range.contains) == true
        }

        /// The kept rows within `range`, ascending.
        func rows(in range: Range<Int>) -> [Int] {
            var rows = Array(stride(from: strideRow(from: range.lowerBound), to: range.upperBound, by: step))
            if let last, range.contains(last), rows.last != last { rows.append(last) }
            return rows
        }
    }
}
