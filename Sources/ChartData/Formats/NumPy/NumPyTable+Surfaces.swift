extension NumPyTable {
    /// The archive's first 2-D numeric array that 1-D arrays beside it place (`GridAxes`), read
    /// as a grid over them; nil when no array is such a surface. `chosen` (`--dataset`) is then
    /// the only candidate. The archive's other arrays of the surface's shape are named, with how
    /// to draw them, in the table's reading notes (`--explain`).
    static func surface(in zip: ZipArchive, chosen: String?, limit: Int) throws(DataFileError) -> DataTable? {
        let file = zip.file
        // Every array's header; the values of 1-D numeric ones (the axes' candidates).
        var grids: [(name: String, entry: ZipArchive.Entry, rows: Int, columns: Int)] = []
        var lines: [GridAxes.Axis] = []
        for entry in zip.entries where entry.name.hasSuffix(".npy") {
            let name = String(entry.name.dropLast(4))
            let bytes = try zip.contents(of: entry, limit: limit)
            let found: (shape: [Int], line: [Double]?)? = bytes.withUnsafeBufferPointer { buffer in
                let raw = UnsafeRawBufferPointer(buffer)
                guard let array = try? NpyArray(header: raw, file: file, name: name), !array.isStructured,
                      case .numeric = array.fields.first?.type else { return nil }
                if array.shape.count == 2 { return (array.shape, nil) }
                guard array.shape.count == 1, let column = try? array.columns(raw, file: file, name: name).first else { return nil }
                return (array.shape, column.cells.map(Self.number))
            }
            guard let found else { continue }
            if let line = found.line { lines.append(GridAxes.Axis(name: name, values: line)) }
            if found.shape.count == 2 { grids.append((name, entry, found.shape[0], found.shape[1])) }
        }
        let candidates = grids.filter { chosen == nil || $0.name == chosen }
        for grid in candidates {
            guard var axes = GridAxes.find(rows: grid.rows, columns: grid.columns, among: lines) else { continue }
            axes.cells = grid.name
            let bytes = try zip.contents(of: grid.entry, limit: limit)
            let columns = try bytes.withUnsafeBufferPointer { buffer throws(DataFileError) in
                let raw = UnsafeRawBufferPointer(buffer)
                return try NpyArray(header: raw, file: file, name: grid.name).columns(raw, file: file, name: grid.name, asGrid: true)
            }
            var table = TypedCellTable.table(columns, rowCount: grid.rows, file: file)
            table.isOneNumericArray = true
            table.gridAxes = axes
            table.readingNotes.append(axes.note)
            // The archive's other surfaces: what they are and how to draw one.
            let others = grids.filter { $0.name != grid.name }
            if !others.isEmpty {
                let sameShape = others.filter { $0.rows == grid.rows && $0.columns == grid.columns }.map { DataFileError.name($0.name) }
                let otherShape = others.filter { $0.rows != grid.rows || $0.columns != grid.columns }
                    .map { "\(DataFileError.name($0.name)) (\($0.rows) × \($0.columns))" }
                let held = (sameShape.isEmpty ? [] : ["\(sameShape.joined(separator: ", ")) over the same axes"]) + otherShape
                table.readingNotes.append("the archive also holds \(held.joined(separator: "; ")): "
                                          + "draw one with --dataset \(DataFileError.name(others[0].name)) or \(file):/\(DataFileError.name(others[0].name))")
            }
            return table
        }
        return nil
    }

    /// A cell as a position along an axis: numbers and integers as they are, anything else a gap
    /// (which `GridAxes` refuses as an axis).
    private static func number(_ cell: TypedCellTable.Cell) -> Double {
        switch cell {
        case .number(let value), .integer(let value): return value
        default: return .nan
        }
    }
}
