import Foundation

/// Reads HDF5 files (netCDF-4 included): which datasets a chart can draw, and one of them as a
/// table.
///
/// Drawable datasets are 1-D and 2-D arrays of integers or floats, and 1-D arrays of a compound
/// type with at least one numeric field. A 1-D dataset is one column (named after it), a 2-D one
/// a column per second index (`column 1`, ...), a compound one a column per numeric field.
///
/// libhdf5 (1.10, as Debian builds it) crashes on some damaged files, inside the library, where
/// no check of ours can stand in front of it. So libhdf5 runs in a child process
/// (`HDF5ChildProcess`, the code it runs `HDF5LibraryReader`): a crash or a hang there is one
/// line naming the file, never the end of this process.
package enum HDF5Table {
    /// A dataset a chart can draw.
    package struct Dataset: Equatable, Sendable, Codable, CustomStringConvertible {
        /// The absolute path inside the file, `/group/dataset`.
        package var path: String
        package var shape: [Int]
        /// `float64`, `int32`, `compound (t, v)`, ...
        package var typeName: String
        /// A coordinate of another dataset (`NetCDFCoordinates`: a dimension scale such as
        /// netCDF-4's `time` and `lat`, bounds, an auxiliary coordinate), not a data variable.
        package var isCoordinate = false
        /// The name of each dimension, where a dimension scale is attached to it (netCDF-4's
        /// dimensions: `time`, `lat`, `lon`); empty when none is.
        package var dimensions: [String] = []

        package init(path: String, shape: [Int], typeName: String, isCoordinate: Bool = false, dimensions: [String] = []) {
            self.path = path
            self.shape = shape
            self.typeName = typeName
            self.isCoordinate = isCoordinate
            self.dimensions = dimensions
        }

        package var description: String {
            "\(DataFileError.name(path))  \(ArrayShape.written(shape, typeName: typeName, dimensions: dimensions))"
                + (isCoordinate ? " (coordinate)" : "")
        }
    }

    /// The 8 bytes an HDF5 file starts with (when it has no user block).
    static let signature: [UInt8] = [0x89, 0x48, 0x44, 0x46, 0x0D, 0x0A, 0x1A, 0x0A]

    package static func isHDF5(leadingBytes: [UInt8]) -> Bool {
        leadingBytes.starts(with: signature)
    }

    /// Splits `file.h5:/group/dataset` into the file and the dataset, when the whole is not a
    /// file itself and the part before `:/` is.
    package static func splitDatasetPath(_ path: String) -> (file: String, dataset: String)? {
        guard !FileManager.default.fileExists(atPath: path), let range = path.range(of: ":/", options: .backwards) else { return nil }
        let file = String(path[..<range.lowerBound])
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        return (file, String(path[path.index(after: range.lowerBound)...]))
    }

    /// `datasets` in the order a message suggests them: data variables that can be drawn (1-D and
    /// 2-D), then those of more dimensions, then coordinates; name order within each.
    package static func suggestionOrder(_ datasets: [Dataset]) -> [Dataset] {
        datasets.filter { !$0.isCoordinate && $0.shape.count <= 2 } + datasets.filter { !$0.isCoordinate && $0.shape.count > 2 }
            + datasets.filter(\.isCoordinate)
    }

    /// What a read with no dataset named chooses from, in suggestion order: the data variables,
    /// never their coordinates (a netCDF variable and its `time` are one thing to draw); every
    /// dataset when all are coordinates (a plain HDF5 file of dimension scales).
    package static func choices(_ datasets: [Dataset]) -> [Dataset] {
        let variables = datasets.filter { !$0.isCoordinate }
        return suggestionOrder(variables.isEmpty ? datasets : variables)
    }

    /// The numeric datasets in `path` (of any rank: `table` says why one of more than two
    /// dimensions is not drawn), in name order. `file` is the name errors give (`path` when nil).
    package static func datasets(path: String, file: String? = nil) throws(DataFileError) -> [Dataset] {
        let reply = try HDF5ChildProcess.run(.list, path: path, file: file ?? path)
        return reply.datasets ?? []
    }

    /// The dataset `datasetPath` of `path` as a table; without one, the file's only data
    /// variable (`choices`; several: an error naming the first few, and how to choose). A 1-D
    /// variable comes with the coordinate of its dimension as its first column, CF time as
    /// instants; fill values are gaps (`HDF5LibraryReader+NetCDF.swift`). Its shape is checked (`ArrayShape`) before a cell is read; at most
    /// `limit` bytes of values are read.
    ///
    /// A 2-D dataset beside 1-D datasets that place its rows and columns (netCDF's coordinate
    /// variables, `GridAxes`) is read as a surface over them; in a file of several datasets and
    /// none named, the first such data variable is drawn rather than the file refused.
    package static func table(path: String, file: String? = nil, dataset datasetPath: String?,
                              limit: Int = FileBytes.maximumBytes) throws(DataFileError) -> DataTable {
        let name = file ?? path
        do {
            var table = try HDF5ChildProcess.table(path: path, file: name, dataset: datasetPath, limit: limit)
            guard table.isOneNumericArray else { return table }
            let datasets = try datasets(path: path, file: name)
            // (named, or the one data variable beside its coordinates, drawn unnamed)
            let only = choices(datasets)
            guard let chosen = datasetPath.map({ $0.hasPrefix("/") ? $0 : "/" + $0 }) ?? (only.count == 1 ? only[0].path : nil) else { return table }
            if let shape = datasets.first(where: { $0.path == chosen })?.shape,
               let axes = try axes(of: chosen, shape: shape, among: datasets, path: path, file: name) {
                table.gridAxes = axes
                table.readingNotes.append(axes.note)
            }
            return table
        } catch where datasetPath == nil && error.problem.hasPrefix("holds ")
                    && (error.problem.contains(" datasets (") || error.problem.contains(" data variables (")) {
            // Several datasets, none named: a surface among them is drawn, else the refusal stands.
            let all = try datasets(path: path, file: name)
            guard let (surface, axes) = try firstSurface(in: all, path: path, file: name) else { throw error }
            var table = try HDF5ChildProcess.table(path: path, file: name, dataset: surface.path, limit: limit)
            guard table.isOneNumericArray else { throw error }
            table.gridAxes = axes
            table.readingNotes.append(axes.note)
            // The file's other 2-D data variables, as the archive's other surfaces are named.
            let others = suggestionOrder(all).filter { !$0.isCoordinate && $0.path != surface.path && $0.shape.count == 2 }
            if let first = others.first {
                let named = others.prefix(4).map { "\(DataFileError.name($0.path)) (\($0.shape.map(String.init).joined(separator: " × ")))" }
                table.readingNotes.append("the file also holds \(named.joined(separator: ", "))\(others.count > 4 ? ", …" : ""): "
                                          + "draw one with --dataset \(DataFileError.name(first.path)) or \(name):\(DataFileError.name(first.path))")
            }
            return table
        }
    }
}
