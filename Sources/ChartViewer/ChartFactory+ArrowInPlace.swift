import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    /// Rows of the evenly spread sample an in-place Arrow chart is planned from.
    static let inPlaceSampleRows = 4096

    /// A big Arrow IPC file drawn in place, as a `.npy` file is: its columns stay in the mapping
    /// (a Float64 y is never copied; an Int64 or timestamp x is converted once, the only copy),
    /// and each line's min/max pyramid builds in the background (`MappedLineSource`) while a
    /// coarse picture shows. In place needs one uncompressed record batch, 64-bit numbers
    /// without nulls (`ArrowIPCFile.mappedColumn(named:)`); a Float64 column over many
    /// uncompressed batches is read in place too, run by run (`ArrowIPCFile.mappedChunks(named:)`,
    /// a `ChunkedColumn`: drawing, its pyramid and hit tests read the batches where they lie);
    /// a column stored otherwise (lz4/zstd buffers, nulls, other types) is gathered into one
    /// array once, batches in parallel (`ArrowIPCFile.numbers(ofColumn:)`).
    ///
    /// The chart is planned as any table's is (`TablePlan`), from an evenly spread sample of the
    /// rows, so the same columns, axes and titles are chosen as for the whole table. Nil, and
    /// the file is read as a table, unless: the file is at least `minimumBytes` (by default the
    /// size from which the window loads in the background: small files gain nothing), every
    /// column is a number, and the plan is
    /// lines of named columns over a named x column with no grouping, folding or second axis,
    /// and x never decreases.
    static func makeInPlaceChart(arrowFile path: String, options: ChartOptions,
                                 minimumBytes: Int = TableLoad.progressiveBytes) throws -> Chart? {
        guard path != "-", !options.printSpec, !options.explain, !options.strict, (options.type ?? "line") == "line",
              TableFileFormat.detect(path: path, leadingBytes: TableFile.leadingBytes(of: path)) == .arrowIPC,
              let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue,
              size >= minimumBytes,
              let file = try? ArrowIPCFile(path: path), file.rowCount >= 2 else { return nil }
        var mapped: [String: MappedColumn] = [:]
        var chunked: [String: ChunkedColumn] = [:]
        var gathered: [String: [Double]] = [:]
        for column in file.columns {
            if let found = file.mappedColumn(named: column.name) {
                mapped[column.name] = found
                continue
            }
            // Float64 across many uncompressed record batches: read in place, run by run.
            if let found = file.mappedChunks(named: column.name) {
                chunked[column.name] = found
                continue
            }
            // Many record batches (pyarrow writes 64 Ki rows each), compressed buffers or nulls:
            // drawing needs one contiguous column, so the batches are gathered into one array,
            // in parallel and straight into place (`numbers(ofColumn:)`). Text: the table path.
            guard column.valueKind != nil, column.unsupported == nil,
                  (try? MemoryBudget.check(bytes: CheckedSize.product([file.rowCount, 8, 2 + gathered.count]), { _ in ViewerError("") })) != nil,
                  let values = try file.numbers(ofColumn: column.name) else { return nil }
            gathered[column.name] = values
        }
        let sample = inPlaceSample(file, mapped: mapped, chunked: chunked, gathered: gathered)
        let plan = try TablePlan(table: sample, choice: try options.tableChoice(), file: path, isSample: true)
        guard plan.type == "line", plan.by == nil, plan.agg == nil, let xName = plan.x,
              !plan.y.isEmpty, plan.series.count == plan.y.count, !plan.series.contains(where: \.onRightAxis),
              plan.y.allSatisfy({ mapped[$0] != nil || chunked[$0] != nil || gathered[$0] != nil }) else { return nil }
        let xValues: [Double]?
        if let x = mapped[xName] {
            xValues = increasingSeconds(x, unitsPerSecond: file.unitsPerSecond(ofColumn: xName))
        } else if chunked[xName] != nil {
            // x is searched and scanned on every frame: gathered into one array, as a one-batch
            // timestamp x is converted (the only copy; y stays in place).
            guard (try? MemoryBudget.check(bytes: CheckedSize.product([file.rowCount, 8, 2]), { _ in ViewerError("") })) != nil,
                  let values = try file.numbers(ofColumn: xName) else { return nil }
            xValues = isIncreasing(values) ? values : nil
        } else {
            xValues = gathered[xName].flatMap { isIncreasing($0) ? $0 : nil }
        }
        guard let xValues else { return nil }
        for note in plan.notes { ViewerOutput.warn(note) }
        let chart = try makeChart(plan: plan, title: fileTitle(path))
        let indices = plan.y.map { name in file.columns.firstIndex { $0.name == name } ?? 0 }
        let source: MappedLineSource
        do {
            let lines = plan.y.map { name -> MappedLineSource.Line in
                if let column = mapped[name] { return .mapped(column) }
                if let column = chunked[name], let mappedFile = file.mappedFile { return .chunked(column, file: mappedFile) }
                return .values(gathered[name] ?? [])
            }
            source = try MappedLineSource(x: SeriesColumn(xValues), lines: lines,
                                          titles: plan.series.map(\.name), columnIndices: indices)
        } catch {
            throw ViewerError(error.description.hasPrefix(path) ? error.description : "\(path): \(error.description)")
        }
        source.attach(to: chart)
        chart.legend.isVisible = plan.series.count >= 2
        return chart
    }

    /// Every k-th row of the mapped and gathered columns (and the last), as `table(columns:)`
    /// would read them.
    private static func inPlaceSample(_ file: ArrowIPCFile, mapped: [String: MappedColumn],
                                      chunked: [String: ChunkedColumn], gathered: [String: [Double]]) -> DataTable {
        let count = file.rowCount
        let step = max(1, count / inPlaceSampleRows)
        var rows = Array(stride(from: 0, to: count, by: step))
        if rows.last != count - 1 { rows.append(count - 1) }
        var table = DataTable(columns: [], rowCount: rows.count)
        for column in file.columns {
            let units = file.unitsPerSecond(ofColumn: column.name)
            let values: [Double]
            if let column = mapped[column.name] {
                values = rows.map { seconds(column, $0, units) }
            } else if let column = chunked[column.name] {
                values = rows.map { column[$0] }
            } else if let column = gathered[column.name] {
                values = rows.map { column[$0] }
            } else {
                continue
            }
            table.columnNames.append(column.name)
            table.columns.append(DataTable.Column(name: column.name, values: values))
            if let kind = column.valueKind { table.valueKinds[column.name] = kind }
        }
        return table
    }

    /// Value `row` of `column`, in seconds when it counts `units` per second (as the table
    /// reader converts them, whole seconds and the rest apart, so both draw alike).
    private static func seconds(_ column: MappedColumn, _ row: Int, _ units: Int64?) -> Double {
        guard let units, units > 0 else { return column[row] }
        let raw = column.file.base!.loadUnaligned(fromByteOffset: column.offset + row * column.stride, as: Int64.self)
        let (whole, rest) = Int64(littleEndian: raw).quotientAndRemainder(dividingBy: units)
        return Double(whole) + Double(rest) / Double(units)
    }

    /// Whether `values` never decrease and hold no NaN (checked on every core).
    static func isIncreasing(_ values: [Double]) -> Bool {
        values.withUnsafeBufferPointer { isIncreasing($0) }
    }

    /// Whether `buffer` (a mapped column too) never decreases and holds no NaN.
    static func isIncreasing(_ buffer: UnsafeBufferPointer<Double>) -> Bool {
        let count = buffer.count
        guard count > 1 else { return true }
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 4, count / (1 << 16)))
        let ordered = UnsafeMutableBufferPointer<Bool>.allocate(capacity: parts)
        defer { ordered.deallocate() }
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            // Each part also looks at the value before it, so the joins are checked too.
            let range = max(0, count * part / parts - 1)..<(count * (part + 1) / parts)
            var previous = -Double.infinity, inOrder = true
            for row in range {
                if !(buffer[row] >= previous) { inOrder = false; break }
                previous = buffer[row]
            }
            ordered[part] = inOrder
        }
        return ordered.allSatisfy { $0 }
    }

    /// x as Doubles (seconds for time), converted on every core; nil when it ever decreases or
    /// holds a NaN (a line over it needs order: the table path sorts and warns), or when the
    /// copy does not fit the memory budget.
    private static func increasingSeconds(_ column: MappedColumn, unitsPerSecond units: Int64?) -> [Double]? {
        let count = column.count
        let needed = CheckedSize.product([count, MemoryLayout<Double>.size, 2])
        guard (try? MemoryBudget.check(bytes: needed, { _ in ViewerError("") })) != nil else { return nil }
        let parts = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 4, count / (1 << 16)))
        let ordered = UnsafeMutableBufferPointer<Bool>.allocate(capacity: parts)
        defer { ordered.deallocate() }
        let values = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let range = (count * part / parts)..<(count * (part + 1) / parts)
                var previous = -Double.infinity, inOrder = true
                for row in range {
                    let value = seconds(column, row, units)
                    (base + row).initialize(to: value)
                    if !(value >= previous) { inOrder = false }
                    previous = value
                }
                ordered[part] = inOrder
            }
            initialized = count
        }
        guard ordered.allSatisfy({ $0 }) else { return nil }
        // Each part is in order; so is the whole when every part starts at or above the last's end.
        for part in 1..<parts where values[count * part / parts] < values[count * part / parts - 1] { return nil }
        return values
    }
}
