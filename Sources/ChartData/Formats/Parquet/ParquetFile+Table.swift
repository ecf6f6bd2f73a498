import Foundation

extension ParquetFile {
    /// Reads `names` (nil: every readable column) into a `DataTable`: numbers with NaN for
    /// nulls, text columns with "" for nulls, `valueKinds` from the schema. Row groups are read
    /// in parallel, each column chunk into its own rows of the result.
    ///
    /// A column asked for by name that is missing or unsupported is an error naming it; with
    /// nil, unsupported (nested) columns are left out, and so is a column in a codec or encoding
    /// the reader lacks, with a warning naming it (`readingWarnings`), unless no column is left
    /// (`ParquetColumnFailures`).
    ///
    /// `rowGroups` (indices, in file order) reads only those row groups, one after another: a
    /// sample of them spread over the file draws a coarse picture of all of it at a fraction of
    /// the cost (the window's first picture of a big file).
    public func table(columns names: Set<String>? = nil, rowGroups: [Int]? = nil) throws(DataFileError) -> DataTable {
        let chosen = try columns.chosen(names, file: path)
        let chosenGroups = (rowGroups ?? Array(metadata.rowGroups.indices)).filter { metadata.rowGroups.indices.contains($0) }
        try storage.checkUnchanged()
        let file = storage.bytes

        // Numbers go straight into their rows of the final column; texts are joined after.
        let lock = NSLock()
        let failures = ParquetColumnFailures(path: path)
        let groups = chosenGroups.map { metadata.rowGroups[$0] }
        var starts: [Int] = []
        var total = 0
        for group in groups {
            starts.append(total)
            total += Int(group.rowCount)
        }
        func fail(_ c: Int, _ g: Int, _ failure: ParquetChunkDecoder.Failure) {
            // Column by column, as they are read: the first column's failure is the one thrown.
            failures.record(column: c, named: chosen[c].name, group: chosenGroups[g], order: c * groups.count + g, failure)
        }
        var numberColumns: [Int: [Double]] = [:]
        var textColumns: [Int: [String]] = [:]
        for (c, column) in chosen.enumerated() {
            if column.valueKind != nil {
                numberColumns[c] = [Double](unsafeUninitializedCapacity: total) { buffer, initialized in
                    DispatchQueue.concurrentPerform(iterations: groups.count) { g in
                        let rows = Int(groups[g].rowCount)
                        let target = UnsafeMutableBufferPointer(rebasing: buffer[starts[g]..<(starts[g] + rows)])
                        guard rows > 0 else { return }
                        if let failure = decodeNumbers(of: column, in: groups[g], into: target) { fail(c, g, failure) }
                    }
                    initialized = total
                }
            } else {
                var parts = [[String]](repeating: [], count: groups.count)
                DispatchQueue.concurrentPerform(iterations: groups.count) { g in
                    let rows = Int(groups[g].rowCount)
                    guard rows > 0 else { return }
                    var decoder = ParquetChunkDecoder(column: column, chunk: groups[g].columns[column.chunkIndex], file: file, rows: rows)
                    do {
                        guard case .texts(let values) = try decoder.decode(), values.count == rows else {
                            throw ParquetChunkDecoder.Failure(reason: "wrong number of values")
                        }
                        lock.lock()
                        parts[g] = values
                        lock.unlock()
                    } catch {
                        fail(c, g, error as? ParquetChunkDecoder.Failure ?? .init(reason: "\(error)"))
                    }
                }
                textColumns[c] = Array(parts.joined())
            }
            // A column asked for by name cannot be left out: the read stops at its failure.
            if names != nil, !failures.isEmpty { break }
        }
        let leftOut = try failures.leftOut(of: chosen.count, names: names)
        try storage.checkUnchanged()

        var table = DataTable(columns: [], rowCount: total)
        for (c, column) in chosen.enumerated() {
            if let warning = leftOut[c] {
                table.readingWarnings.append(warning)
                continue
            }
            table.columnNames.append(column.name)
            if let kind = column.valueKind {
                table.columns.append(DataTable.Column(name: column.name, values: numberColumns[c] ?? []))
                table.valueKinds[column.name] = kind
            } else {
                table.textColumns[column.name] = textColumns[c] ?? []
            }
        }
        return table
    }

}
