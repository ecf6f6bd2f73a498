/// Reads NumPy files as tables: an `.npz` archive (what `numpy.savez` and `savez_compressed`
/// write: a zip of `.npy` members, stored or deflated) and a structured `.npy` (a record
/// dtype: one column per field). Plain `.npy` arrays are read in place by `NpyFile` instead.
///
/// In an `.npz`, each array is a column named after it (`np.savez(f, t=t, v=v)` gives `t`,
/// `v`) in the archive's order; a structured array gives its fields, a 2-D array one column
/// per second index (`name 0`, `name 1`, ...). Every column must have the same length: arrays of
/// different lengths are no one table, so one of them is named (`array`, `--dataset` as for
/// HDF5, or `FILE.npz:/name`) and drawn alone, a 2-D one as the `.npy` of it would be (a grid a
/// heatmap); without a name the error lists every array with its shape and says how to pick one.
/// A 2-D array whose rows and columns 1-D arrays beside it place (`GridAxes`) is a surface: it
/// is drawn over them, the first such array when none is named (`NumPyTable+Surfaces`).
package enum NumPyTable {
    package static func table(npzPath path: String, file: String? = nil, limit: Int = FileBytes.maximumBytes,
                              array: String? = nil) throws(DataFileError) -> DataTable {
        try table(npz: ZipArchive(path: path, file: file), limit: limit, array: array)
    }

    package static func table(npz zip: ZipArchive, limit: Int = FileBytes.maximumBytes,
                              array chosen: String? = nil) throws(DataFileError) -> DataTable {
        let file = zip.file
        // A name as HDF5 paths are written (`/surface`) or bare.
        let chosen = chosen.map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 }
        let members = zip.entries.filter { $0.name.hasSuffix(".npy") }
        if let chosen, !members.contains(where: { $0.name == chosen + ".npy" }) {
            let names = members.prefix(8).map { DataFileError.name(String($0.name.dropLast(4))) }.joined(separator: ", ")
            throw DataFileError(file: file, problem: "no array named \(DataFileError.name(chosen)) (it holds \(names)\(members.count > 8 ? ", …" : ""))")
        }
        // Every array's name and shape, for the listing when their lengths differ.
        var listing: [String] = []
        var lengthsDiffer = false
        var columns: [TypedCellTable.Column] = []
        var rowCount: Int?
        var firstArray = ""
        // Arrays of a shape no table holds (3-D, 2-D text) are skipped, named, not the whole file
        // refused: the archive's 1-D and 2-D arrays are still drawn.
        var skipped: [(name: String, problem: DataFileError)] = []
        var arrays = 0, lastWasGrid = false
        // Shapes of the plain arrays: whether a surface over axes could be here, before any is reread.
        var planes: [[Int]] = [], lineLengths: Set<Int> = []
        for entry in members where chosen == nil || entry.name == chosen! + ".npy" {
            let name = String(entry.name.dropLast(4))
            let bytes = try zip.contents(of: entry, limit: limit)
            let arrayColumns: [TypedCellTable.Column]
            var isGrid = false
            do {
                arrayColumns = try bytes.withUnsafeBufferPointer { buffer throws(DataFileError) in
                    let raw = UnsafeRawBufferPointer(buffer)
                    let array = try NpyArray(header: raw, file: file, name: name)
                    listing.append(describe(name, array))
                    let shape = try? ArrayShape.of(array.shape, name: "", typeName: "").get()
                    isGrid = !array.isStructured && array.shape.count == 2 && (shape == .columns || shape == .grid)
                    if !array.isStructured && array.shape.count == 2 { planes.append(array.shape) }
                    if !array.isStructured && array.shape.count == 1 { lineLengths.insert(array.shape[0]) }
                    // Once lengths differ only the listing is wanted: no cell is converted.
                    return lengthsDiffer ? [] : try array.columns(raw, file: file, name: name)
                }
            } catch where NpyArray.isShapeNoTableHolds(error) {
                skipped.append((name, error))
                let text = error.problem.dropFirst(DataFileError.name(name).count + 2)
                listing.append("\(DataFileError.name(name)) (\(text.components(separatedBy: "; ").first ?? String(text)))")
                continue
            }
            arrays += 1
            lastWasGrid = isGrid
            guard let count = arrayColumns.first?.cells.count else { continue }
            if let rowCount, rowCount != count { lengthsDiffer = true }
            if rowCount == nil { firstArray = name }
            rowCount = count
            columns += arrayColumns
        }
        // A 2-D array beside 1-D arrays that place its rows and columns: the surface over them
        // (several arrays read, or one chosen from an archive of more). Only shapes that could be
        // one send the archive to be read again: a (10^6 × 3) table beside its time is not.
        let couldBeSurface = planes.contains { shape in
            GridAxes.isGrid(rows: shape[0], columns: shape[1])
                && (chosen != nil || lineLengths.contains(shape[0]) && lineLengths.contains(shape[1]))
        }
        if couldBeSurface, arrays > 1 || lengthsDiffer || (chosen != nil && members.count > 1),
           let surface = try surface(in: zip, chosen: chosen, limit: limit) {
            return surface
        }
        if lengthsDiffer {
            // No one table: every array named, with how to draw one (as HDF5's datasets are).
            let suggestion = DataFileError.name(firstArray)
            throw DataFileError(file: file, problem: "arrays of different lengths, no one table: \(listing.joined(separator: ", ")); "
                                + "draw one with --dataset \(suggestion) or \(file):/\(suggestion)")
        }
        guard let rowCount, !columns.isEmpty else {
            if let first = skipped.first { throw first.problem }
            throw DataFileError(file: file, problem: zip.entries.contains { $0.name.hasSuffix(".npy") }
                                ? DataFileError.noDataRows : "not an .npz archive (no .npy members)")
        }
        guard rowCount > 0 else { throw DataFileError(file: file, problem: DataFileError.noDataRows) }
        var table = TypedCellTable.table(columns, rowCount: rowCount, file: file)
        if !skipped.isEmpty {
            let names = skipped.map { DataFileError.name($0.name) }.joined(separator: ", ")
            // One reason per kind of shape: `X_train: a 3-D array (100 × 275 × 1)`, then what is read.
            var reasons: [String] = []
            for (name, error) in skipped {
                let text = error.problem.hasPrefix(DataFileError.name(name) + ": ") ? String(error.problem.dropFirst(DataFileError.name(name).count + 2)) : error.problem
                let shape = text.components(separatedBy: "; ").first ?? text
                reasons.append("\(DataFileError.name(name)): \(shape)")
            }
            let why = reasons.joined(separator: ", ") + (skipped.contains { $0.problem.problem.hasSuffix(NpyArray.readShapes) } ? "; \(NpyArray.readShapes)" : "")
            table.readingNotes.append("skipped \(names) (\(why)); drew the archive's other arrays, from \(DataFileError.name(firstArray))")
            table.readingWarnings.append("skipped \(skipped.count == 1 ? "array" : "arrays") \(names) of a shape no table holds (\(why)); "
                                         + "drew the other arrays: to draw a skipped one, save a 1-D or 2-D slice of it (e.g. a[:, :, 0]) as an array of its own")
        }
        table.isOneNumericArray = arrays == 1 && lastWasGrid
        return table
    }

    /// `surface (12 × 16)`, `t (1000)`, `meta (1 text)`, `runs (500 records)`.
    private static func describe(_ name: String, _ array: NpyArray) -> String {
        let shape = array.shape.isEmpty ? "1" : array.shape.map(String.init).joined(separator: " × ")
        let kind = array.isStructured ? " records" : array.fields.first?.type.isText == true ? " text" : ""
        return "\(DataFileError.name(name)) (\(shape)\(kind))"
    }

    /// A `.npy` file of any dtype `NpyArray` reads (structured ones included), copied into a table.
    package static func table(npyPath path: String, file: String? = nil) throws(DataFileError) -> DataTable {
        let input = try TableInput(path: path, file: file)
        return try table(npyBytes: input.readAllBytes(), file: input.file)
    }

    package static func table(npyBytes bytes: [UInt8], file: String) throws(DataFileError) -> DataTable {
        var transposed = false, grid = false
        let columns = try bytes.withUnsafeBufferPointer { buffer throws(DataFileError) in
            let raw = UnsafeRawBufferPointer(buffer)
            let array = try NpyArray(header: raw, file: file, name: "array")
            let shape = try? ArrayShape.of(array.shape, name: "", typeName: "").get()
            transposed = shape == .transposed
            grid = !array.isStructured && (shape == .columns || shape == .grid) && array.shape.count == 2
            // A plain 2-D array has no names: `column 0`, `column 1`, ... (a 1-D one is `y`).
            return try array.columns(raw, file: file, name: array.isStructured ? "array" : array.shape.count == 2 ? "" : "y")
        }
        guard let rows = columns.first?.cells.count, rows > 0 else {
            throw DataFileError(file: file, problem: DataFileError.noDataRows)
        }
        var table = TypedCellTable.table(columns, rowCount: rows, file: file)
        // Rows read as series are alike: the first of them is no x.
        table.columnOrderIsArbitrary = transposed
        table.isOneNumericArray = grid
        return table
    }

    /// Whether the `.npy` file at `path` holds a structured (record) array: those are tables,
    /// read by this type rather than mapped in place.
    package static func isStructuredNpy(_ path: String) -> Bool {
        guard let input = try? TableInput(path: path) else { return false }
        let bytes = input.leadingBytes
        return bytes.starts(with: [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59])
            && String(decoding: bytes.prefix(4096), as: UTF8.self).contains("'descr': [")
    }
}
