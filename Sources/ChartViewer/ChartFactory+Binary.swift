import ChartData
import ChartKit

extension ChartFactory {
    /// Whether `path` is read as binary columns: a `.npy` file, or any file when `--dtype` is given.
    static func isBinaryDataFile(_ path: String, options: ChartOptions) -> Bool {
        options.dtype != nil || path.lowercased().hasSuffix(".npy")
    }

    /// A chart of a `.npy` file (a 1-D array is y over x = `--x-start` + index · `--x-step`; a 2-D
    /// array's first column is x and the others are y) or of a raw little-endian column of
    /// `--dtype` (y, x evenly spaced).
    ///
    /// The file is memory-mapped and validated without reading its data. Lines (the default
    /// type) read it in place through a `MappedLineSource`, their pyramids built in the
    /// background and cached beside the file; other types copy the values into a table.
    static func makeChart(binaryFile path: String, options: ChartOptions) throws -> Chart {
        if let heatmap = try makeInPlaceHeatmap(npy: path, options: options) { return heatmap }
        if let slices = try makeSliceHeatmaps(npy: path, options: options) { return slices }
        if options.dtype == nil, try readsAsTable(npy: path, evenX: options.xStart != nil || options.xStep != nil) {
            return try makeChart(tableFile: path, options: options)
        }
        let columns: [DataColumn]
        do {
            columns = try binaryColumns(path, dtype: options.dtype)
        } catch {
            throw ViewerError(error.description.hasPrefix(path) ? error.description : "\(path): \(error.description)")
        }
        guard let first = columns.first, first.count > 0 else { throw ViewerError("\(path): no values") }
        if (options.type ?? "line") == "line", let mapped = columns as? [MappedColumn] {
            let chart = Chart(title: fileTitle(path))
            let source: MappedLineSource
            do {
                if mapped.count == 1 {
                    source = try MappedLineSource(y: mapped, xStart: options.xStart ?? 0, xStep: options.xStep ?? 1)
                } else {
                    source = try MappedLineSource(x: mapped[0], y: Array(mapped.dropFirst()),
                                                  titles: (1..<mapped.count).map { "column \($0)" },
                                                  columnIndices: Array(1..<mapped.count))
                }
            } catch {
                throw ViewerError(error.description.hasPrefix(path) ? error.description : "\(path): \(error.description)")
            }
            source.attach(to: chart)
            return chart
        }
        // Other types copy the values into a table: refused in one line before allocating when
        // the copies (x and every column as Doubles, and what drawing builds beside them) cannot fit.
        let needed = CheckedSize.product([first.count, MemoryLayout<Double>.size, 2, max(columns.count, 2)])
        try MemoryBudget.check(bytes: needed) { limit in
            ViewerError(BinaryFileError.conversionTooLarge(path: path, count: first.count, bytes: needed ?? .max, limit: limit).description)
        }
        var table: [DataTable.Column] = []
        if columns.count == 1 {
            let x = EvenlySpacedColumn(start: options.xStart ?? 0, step: options.xStep ?? 1, count: first.count)
            table = [DataTable.Column(name: "x", values: x.doubles()), DataTable.Column(name: "y", values: first.doubles())]
        } else {
            table = columns.enumerated().map { DataTable.Column(name: $0.offset == 0 ? "x" : "column \($0.offset)",
                                                                values: $0.element.doubles()) }
        }
        let type = options.type ?? "line"
        return try makeChart(table: DataTable(columns: table, rowCount: first.count), title: fileTitle(path), type: type)
    }

    /// Rows past which a plain 2-column `.npy` stays mapped in place (its pyramid built in the
    /// background) rather than copied into a table for the inference.
    static let mappedNpyRows = 1 << 20

    /// Whether a plain `.npy` goes through the same inference as any table (`TableFile`, then
    /// `planChart`, so `--explain` explains it and an unsorted first column is not joined into
    /// lines): every array of up to `mappedNpyRows` rows, and every 2-D array of more than two
    /// columns. Long 1-D and two-column arrays are read in place, their pyramids cached beside the
    /// file (worth it only where building them takes a while), as are 1-D arrays given
    /// `--x-start`/`--x-step`. So a small array leaves no `.chartkit-pyramid` beside the data.
    /// The shape is checked first, from the header alone (`ArrayShape`): a grid or a 3-D array
    /// is refused before any cell is read.
    private static func readsAsTable(npy path: String, evenX: Bool) throws -> Bool {
        let file: NpyFile
        do { file = try NpyFile(path: path) } catch { return false }  // its errors come from the mapped path
        if case .failure(let refusal) = ArrayShape.of(file.shape, name: "the array", typeName: "numbers") {
            throw ViewerError(DataFileError(file: path, problem: refusal.problem).description)
        }
        guard file.shape.count == 2 else { return file.shape.count == 1 && !evenX && file.rowCount <= mappedNpyRows }
        return file.columnCount > 2 || file.rowCount <= mappedNpyRows
    }

    private static func binaryColumns(_ path: String, dtype: String?) throws(BinaryFileError) -> [DataColumn] {
        if let dtype {
            return [try RawColumnFile.open(path: path, type: try NumericType(name: dtype))]
        }
        let file = try NpyFile(path: path)
        var columns: [DataColumn] = []
        for index in 0..<file.columnCount { columns.append(try file.column(index)) }
        return columns
    }
}
