import Foundation

extension ParquetFile {
    /// A coarse table of the whole file that costs a fraction of reading it: the first
    /// `rowsPerGroup` rows of every row group (fewer where a group is shorter), every chunk's
    /// first pages decoded in parallel and nothing after them. Rows keep their file order, so a
    /// time series reads as the whole file's span with gaps between the samples: what the
    /// window draws first while `table(columns:)` reads everything.
    ///
    /// Pages of different columns end at different rows, so each group gives the rows that
    /// every chosen column decoded. Errors are as `table(columns:)` gives them.
    ///
    /// `groupLimit`: read at most that many row groups, evenly spread over the file (its first
    /// and last among them). A chunk's first page is decompressed whole whatever few rows are
    /// wanted from it, so the cost of this table is the number of chunks it touches: a file of
    /// a hundred row groups drawn coarse from a dozen costs a dozen chunks' first pages.
    public func leadingRowsTable(columns names: Set<String>? = nil, rowsPerGroup: Int,
                                 groupLimit: Int? = nil) throws(DataFileError) -> DataTable {
        let chosen = try columns.chosen(names, file: path)
        try storage.checkUnchanged()
        let file = storage.bytes
        var groups = Array(metadata.rowGroups.enumerated().filter { $0.element.rowCount > 0 })
        if let groupLimit, groups.count > max(2, groupLimit) {
            let count = max(2, groupLimit), all = groups
            groups = (0..<count).map { all[$0 * (all.count - 1) / (count - 1)] }
        }
        let wanted = max(1, rowsPerGroup)
        var decoded = [ParquetChunkDecoder.Values?](repeating: nil, count: groups.count * chosen.count)
        var firstFailure: (index: Int, error: DataFileError)?
        let lock = NSLock()
        let path = self.path
        DispatchQueue.concurrentPerform(iterations: decoded.count) { index in
            let (g, c) = index.quotientAndRemainder(dividingBy: chosen.count)
            let (number, group) = groups[g]
            let column = chosen[c]
            var decoder = ParquetChunkDecoder(column: column, chunk: group.columns[column.chunkIndex], file: file,
                                              rows: Int(group.rowCount))
            do {
                let values = try decoder.decode(leadingRows: wanted)
                lock.lock()
                decoded[index] = values
                lock.unlock()
            } catch {
                let problem = "column \(DataFileError.quoted(column.name)), row group \(number + 1): "
                    + ((error as? ParquetChunkDecoder.Failure)?.reason ?? "\(error)")
                lock.lock()
                if firstFailure == nil || index < firstFailure!.index { firstFailure = (index, DataFileError(file: path, problem: problem)) }
                lock.unlock()
            }
        }
        if let firstFailure { throw firstFailure.error }
        try storage.checkUnchanged()

        var numbers = [[Double]](repeating: [], count: chosen.count)
        var texts = [[String]](repeating: [], count: chosen.count)
        var total = 0
        for g in groups.indices {
            let parts = decoded[(g * chosen.count)..<((g + 1) * chosen.count)]
            let rows = min(wanted, parts.map { part -> Int in
                switch part {
                case .numbers(let values)?: return values.count
                case .texts(let values)?: return values.count
                case nil: return 0
                }
            }.min() ?? 0)
            for (c, part) in parts.enumerated() {
                switch part {
                case .numbers(let values)?: numbers[c].append(contentsOf: values.prefix(rows))
                case .texts(let values)?: texts[c].append(contentsOf: values.prefix(rows))
                case nil: break
                }
            }
            total += rows
        }
        var table = DataTable(columns: [], rowCount: total)
        for (c, column) in chosen.enumerated() {
            table.columnNames.append(column.name)
            if let kind = column.valueKind {
                table.columns.append(DataTable.Column(name: column.name, values: numbers[c]))
                table.valueKinds[column.name] = kind
            } else {
                table.textColumns[column.name] = texts[c]
            }
        }
        return table
    }
}
