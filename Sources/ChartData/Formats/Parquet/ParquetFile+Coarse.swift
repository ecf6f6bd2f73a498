import Foundation

extension ParquetFile {
    /// A coarse table of the whole file, for the picture a window shows first: every k-th row of
    /// `columns` (nil: every readable column) across all row groups, and the last row, about
    /// `rows` in all, in file order, values as `table(columns:)` reads them. What a `.npy` line's
    /// preview and `ArrowIPCFile.strideSample` draw: a line through the whole file, its peaks
    /// where the data's are, never a few row groups' leading rows joined by straight lines.
    ///
    /// Only the pages that hold a sampled row are decoded: the others are passed over by their
    /// page header (a few dozen bytes), never decompressed. All chunks (row group × column) are
    /// read in parallel, each holding one page's values at a time, so memory is a page per core
    /// and the sample. Time: a page is compressed whole, so where pages hold more rows than k
    /// (pyarrow's 1 MiB pages hold 131,072 float64s) every page of the chosen columns is
    /// decompressed once, values converted and dropped; `cost` says what it took.
    public func strideSample(columns names: Set<String>? = nil, rows target: Int) throws(DataFileError) -> DataTable {
        var cost = ParquetReadCost()
        return try strideSample(columns: names, rows: target, cost: &cost)
    }

    /// `strideSample(columns:rows:)`, adding what its pages cost to `cost`.
    public func strideSample(columns names: Set<String>? = nil, rows target: Int,
                             cost: inout ParquetReadCost) throws(DataFileError) -> DataTable {
        let step = max(1, (rowCount + max(2, target) - 1) / max(2, target))
        var start = 0
        var groups: [(number: Int, group: ParquetMetadata.RowGroup)] = []
        var samples: [ParquetChunkDecoder.RowSample] = []
        for (number, group) in metadata.rowGroups.enumerated() {
            let rows = Int(group.rowCount)
            if rows > 0 {
                groups.append((number, group))
                samples.append(.init(chunkStart: start, rows: rows, step: step, fileRows: rowCount))
            }
            start += rows
        }
        return try coarseTable(names, groups: groups, cost: &cost) { [samples] decoder, g throws(ParquetChunkDecoder.Failure) in
            try decoder.decode(sample: samples[g])
        }
    }

    /// A coarse table of the whole file that costs a fraction of reading it: the first
    /// `rowsPerGroup` rows of every row group (fewer where a group is shorter), every chunk's
    /// first pages decoded in parallel and nothing after them. Rows keep their file order, so a
    /// time series reads as the whole file's span with gaps between the samples (islands joined
    /// by straight lines: the window's first picture is `strideSample`); what a chart is
    /// planned from cheaply (`ChartFactory.makeLineChart(parquetFile:)`).
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
        var cost = ParquetReadCost()
        return try leadingRowsTable(columns: names, rowsPerGroup: rowsPerGroup, groupLimit: groupLimit, cost: &cost)
    }

    /// `leadingRowsTable(columns:rowsPerGroup:groupLimit:)`, adding what its pages cost to `cost`.
    public func leadingRowsTable(columns names: Set<String>? = nil, rowsPerGroup: Int, groupLimit: Int? = nil,
                                 cost: inout ParquetReadCost) throws(DataFileError) -> DataTable {
        var groups = metadata.rowGroups.enumerated().filter { $0.element.rowCount > 0 }.map { (number: $0.offset, group: $0.element) }
        if let groupLimit, groups.count > max(2, groupLimit) {
            let count = max(2, groupLimit), all = groups
            groups = (0..<count).map { all[$0 * (all.count - 1) / (count - 1)] }
        }
        let wanted = max(1, rowsPerGroup)
        return try coarseTable(names, groups: groups, rowsPerGroup: wanted, cost: &cost) { decoder, _ throws(ParquetChunkDecoder.Failure) in
            try decoder.decode(leadingRows: wanted)
        }
    }

    /// The chosen columns of `groups`, each chunk decoded by `decode` (all in parallel), joined
    /// in file order: of each group the rows every column gave (at most `rowsPerGroup`). With
    /// `names` nil, a column in a codec or encoding the reader lacks is left out with a warning,
    /// as `table(columns:)` does.
    private func coarseTable(_ names: Set<String>?, groups: [(number: Int, group: ParquetMetadata.RowGroup)],
                             rowsPerGroup: Int = .max, cost: inout ParquetReadCost,
                             decode: (inout ParquetChunkDecoder, Int) throws(ParquetChunkDecoder.Failure) -> ParquetChunkDecoder.Values)
        throws(DataFileError) -> DataTable {
        let chosen = try columns.chosen(names, file: path)
        try storage.checkUnchanged()
        let file = storage.bytes
        var decoded = [ParquetChunkDecoder.Values?](repeating: nil, count: groups.count * chosen.count)
        var costs = [ParquetReadCost](repeating: ParquetReadCost(), count: decoded.count)
        let failures = ParquetColumnFailures(path: path)
        decoded.withUnsafeMutableBufferPointer { output in
            costs.withUnsafeMutableBufferPointer { costs in
                DispatchQueue.concurrentPerform(iterations: output.count) { index in
                    let (g, c) = index.quotientAndRemainder(dividingBy: chosen.count)
                    let (number, group) = groups[g]
                    let column = chosen[c]
                    var decoder = ParquetChunkDecoder(column: column, chunk: group.columns[column.chunkIndex], file: file,
                                                      rows: Int(group.rowCount))
                    do {
                        output[index] = try decode(&decoder, g)
                    } catch {
                        failures.record(column: c, named: column.name, group: number, order: index,
                                        error as? ParquetChunkDecoder.Failure ?? .init(reason: "\(error)"))
                    }
                    costs[index] = decoder.cost
                }
            }
        }
        cost = costs.reduce(cost, +)
        let leftOut = try failures.leftOut(of: chosen.count, names: names)
        try storage.checkUnchanged()

        var numbers = [[Double]](repeating: [], count: chosen.count)
        var texts = [[String]](repeating: [], count: chosen.count)
        var total = 0
        for g in groups.indices {
            let parts = decoded[(g * chosen.count)..<((g + 1) * chosen.count)]
            let rows = min(rowsPerGroup, parts.enumerated().filter { leftOut[$0.offset] == nil }.map { _, part -> Int in
                switch part {
                case .numbers(let values)?: return values.count
                case .texts(let values)?: return values.count
                case nil: return 0
                }
            }.min() ?? 0)
            for (c, part) in parts.enumerated() where leftOut[c] == nil {
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
            if let warning = leftOut[c] {
                table.readingWarnings.append(warning)
                continue
            }
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
