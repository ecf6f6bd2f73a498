import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    /// Row groups whose leading rows a big Parquet file's chart is planned from, at most.
    static let planRowGroups = 16

    /// A big Parquet file of numbers drawn as lines from the columns the chart needs and no
    /// others, the way a big Arrow file is (`makeInPlaceChart(arrowFile:)`): the chart is
    /// planned by `TablePlan` from a sample that costs a fraction of the file (`sample`, the
    /// window's coarse table of every k-th row, when given; else the leading rows of up to
    /// `planRowGroups` row groups evenly spread, `ParquetFile.leadingRowsTable`, a few chunks'
    /// first pages); then only x and the plan's y columns are decoded, row groups in parallel, and
    /// handed to a `MappedLineSource` as lines in memory. Nothing else is built for the whole
    /// table: no inference over every row, no unread column held, so memory is the columns read
    /// (8 bytes a row each) and their pyramids.
    ///
    /// Nil, and the file is read as a table, unless the file is at least `minimumBytes`, every
    /// column is a number, the plan is lines of named columns over a named x with no grouping,
    /// folding or right axis, and x never decreases.
    ///
    /// `partial`, when given, is handed tables of the rows decoded so far as row groups arrive
    /// followed by the sample's rows past them (`partialTable`), a few times over the read, so
    /// that a window draws the picture filling in.
    static func makeLineChart(parquetFile path: String, options: ChartOptions,
                              minimumBytes: Int = TableLoad.progressiveBytes, sample given: DataTable? = nil,
                              partial: ((DataTable) -> Void)? = nil, batchRows: Int = 1 << 22) throws -> Chart? {
        guard path != "-", !options.printSpec, !options.explain, !options.strict, (options.type ?? "line") == "line",
              TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .parquet,
              let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue,
              size >= minimumBytes,
              let file = try? ParquetFile(path: path), file.rowCount >= 2,
              file.columns.allSatisfy({ $0.valueKind != nil && $0.unsupported == nil }) else { return nil }
        // Without the window's sample, planned from at most `planRowGroups` groups' first pages,
        // evenly spread: what the plan costs stays bounded however many row groups the file holds.
        let groupsRead = min(max(1, file.rowGroupCount), planRowGroups)
        let sample = try given ?? file.leadingRowsTable(columns: planColumns(options, in: file),
                                                        rowsPerGroup: max(1, inPlaceSampleRows / groupsRead), groupLimit: groupsRead)
        let plan = try TablePlan(table: sample, choice: try options.tableChoice(), file: path, isSample: true)
        guard plan.type == "line", plan.by == nil, plan.agg == nil, let xName = plan.x,
              !plan.y.isEmpty, plan.series.count == plan.y.count, !plan.series.contains(where: \.onRightAxis) else { return nil }
        var names = [xName]
        for name in plan.y where !names.contains(name) { names.append(name) }
        let chart: Chart
        let source: MappedLineSource
        do {
            if let scratch = ScratchDoublesFile(columns: names.count, rows: file.rowCount) {
                guard let lines = try decodedToFile(file, names: names, plan: plan, sample: sample, into: scratch,
                                                    batchRows: batchRows, partial: partial) else { return nil }
                warnLeftOut(sample, path: path, notes: plan.notes)
                chart = try makeChart(plan: plan, title: fileTitle(path))
                source = try MappedLineSource(x: lines.x, lines: lines.y, titles: plan.series.map(\.name))
            } else {
                // No room in the temporary folder: the columns in memory, when they fit.
                let needed = CheckedSize.product([file.rowCount, MemoryLayout<Double>.size, 2 * (plan.y.count + 1)])
                guard (try? MemoryBudget.check(bytes: needed, { _ in ViewerError("") })) != nil else { return nil }
                var nextPartial = 0
                let columns = try file.numberColumns(names, batchRows: batchRows, afterBatch: partial.map { report in { done, decoded in
                    // Each picture at twice the rows of the one before: their cost stays under the read's.
                    guard done >= nextPartial else { return }
                    nextPartial = 2 * done
                    report(partialTable(decoded, names: names, sample: sample))
                } })
                // x out of order or with gaps: the table path sorts and warns (the columns are read again).
                guard isIncreasing(columns[0]) else { return nil }
                warnLeftOut(sample, path: path, notes: plan.notes)
                chart = try makeChart(plan: plan, title: fileTitle(path))
                let lines = plan.y.map { name in MappedLineSource.Line.values(columns[names.firstIndex(of: name)!]) }
                source = try MappedLineSource(x: SeriesColumn(columns[0]), lines: lines, titles: plan.series.map(\.name))
            }
        } catch let error as BinaryFileError {
            throw ViewerError(error.description.hasPrefix(path) ? error.description : "\(path): \(error.description)")
        }
        source.attach(to: chart)
        chart.legend.isVisible = plan.series.count >= 2
        return chart
    }

    /// The plan's notes, and the columns the sample left out (a codec or encoding the reader
    /// lacks), as the table path warns of them.
    private static func warnLeftOut(_ sample: DataTable, path: String, notes: [String]) {
        for warning in sample.readingWarnings { ViewerOutput.warn("warning: \(path): \(warning)") }
        for note in notes { ViewerOutput.warn(note) }
    }

    /// The columns a Parquet file's plan is read from when the user named x and y (`--x`, `--y`,
    /// and `--by` if given): those, and the columns that could still split the rows into series
    /// (text, whole numbers, booleans: a key is looked for although only x and y were named);
    /// never the other measures and times, whose pages are then not decoded (nor a codec of
    /// theirs the reader lacks). Nil, every column, when x or y is not named or a name is not
    /// the file's (the plan says so).
    static func planColumns(_ options: ChartOptions, in file: ParquetFile) -> Set<String>? {
        guard let choice = try? options.tableChoice(), let x = choice.x, !choice.y.isEmpty else { return nil }
        let names = file.columns.map(\.name)
        var chosen: Set<String> = []
        for reference in [x] + choice.y + (choice.by.map { [$0] } ?? []) {
            guard let name = try? TablePlan.resolve(reference, in: names, option: "", file: file.path) else { return nil }
            chosen.insert(name)
        }
        for column in file.columns where column.unsupported == nil && [nil, .integer, .boolean].contains(column.valueKind) {
            chosen.insert(column.name)
        }
        return chosen
    }

    /// x and the plan's y lines decoded into `scratch` (`ParquetFile.numberColumns(_:into:)`):
    /// x borrowed from the mapped file, each y a chunked column of it (its pyramid built from
    /// the mapping, pages released as it goes); nil when x ever decreases or holds a gap (the
    /// table path sorts and warns). Partial pictures as `makeLineChart` describes.
    private static func decodedToFile(_ file: ParquetFile, names: [String], plan: TablePlan, sample: DataTable,
                                      into scratch: ScratchDoublesFile, batchRows: Int,
                                      partial: ((DataTable) -> Void)?) throws -> (x: SeriesColumn, y: [MappedLineSource.Line])? {
        var nextPartial = 0
        try file.numberColumns(names, into: scratch, batchRows: batchRows, afterBatch: partial.map { report in { done in
            guard done >= nextPartial else { return }
            nextPartial = 2 * done
            let decoded = names.indices.map { scratch.written(column: $0, rows: 0..<done) }
            report(partialTable(decoded, names: names, sample: sample))
            // The rows sampled for the picture leave this process's memory again.
            scratch.releaseViewedPages()
        } })
        let mapped = try scratch.finish(file: file.path)
        let x = scratch.column(0)
        let ordered = isIncreasing(x)
        scratch.releaseMappedPages()
        guard ordered else { return nil }
        // Runs of 2^20 values (8 MiB): the pyramid build releases each run's pages once it has
        // summarised it, so what it read leaves the process's resident memory as it goes.
        let run = 1 << 20
        let y = plan.y.map { name -> MappedLineSource.Line in
            let values = scratch.column(names.firstIndex(of: name)!)
            let runs = stride(from: 0, to: values.count, by: run).map { UnsafeBufferPointer(rebasing: values[$0..<min(values.count, $0 + run)]) }
            return .chunked(ChunkedColumn(chunks: runs, owner: mapped), file: mapped)
        }
        return (SeriesColumn(borrowing: x, owner: mapped), y)
    }

    /// The rows decoded so far (every k-th, about `partialRows` of them) followed by the sample's
    /// rows past them, as a table of `names`, x first.
    static func partialTable(_ decoded: [UnsafeBufferPointer<Double>], names: [String], sample: DataTable,
                             partialRows: Int = 1 << 20) -> DataTable {
        let done = decoded.first?.count ?? 0
        let step = max(1, done / partialRows)
        let lastX = done > 0 ? decoded[0][done - 1] : -.infinity
        let sampleColumns = names.map { sample.column(named: $0)?.values ?? [] }
        let later = sampleColumns[0].indices.filter { sampleColumns[0][$0] > lastX }
        var columns: [DataTable.Column] = []
        for (c, name) in names.enumerated() {
            var values = stride(from: 0, to: done, by: step).map { decoded[c][$0] }
            values += later.map { sampleColumns[c].indices.contains($0) ? sampleColumns[c][$0] : .nan }
            columns.append(DataTable.Column(name: name, values: values))
        }
        var table = DataTable(columns: columns, rowCount: columns.first?.values.count ?? 0)
        table.columnNames = names
        for name in names { table.valueKinds[name] = sample.valueKinds[name] }
        return table
    }
}
