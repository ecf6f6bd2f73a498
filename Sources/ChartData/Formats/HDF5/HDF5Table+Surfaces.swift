extension HDF5Table {
    /// 1-D datasets read as axis candidates of one surface, at most: each is a read by the child.
    static let maximumAxisCandidates = 8
    /// The longest 1-D dataset read as an axis candidate.
    static let maximumAxisLength = 1 << 20

    /// The axes that place the rows and columns of the 2-D dataset `target` (shape `shape`), by
    /// the rule NumPy archives use (`GridAxes`): the file's 1-D numeric datasets of its sides'
    /// lengths, netCDF coordinates first, each named by its last path part. Nil when none fit.
    static func axes(of target: String, shape: [Int], among datasets: [Dataset], path: String,
                     file: String) throws(DataFileError) -> GridAxes? {
        guard shape.count == 2, GridAxes.isGrid(rows: shape[0], columns: shape[1]) else { return nil }
        let lines = datasets.filter { dataset in
            dataset.path != target && dataset.shape.count == 1 && !dataset.typeName.hasPrefix("compound")
                && (dataset.shape[0] == shape[0] || dataset.shape[0] == shape[1]) && dataset.shape[0] <= maximumAxisLength
        }
        let ordered = lines.filter(\.isCoordinate) + lines.filter { !$0.isCoordinate }
        var candidates: [GridAxes.Axis] = []
        for line in ordered.prefix(maximumAxisCandidates) {
            let values = try HDF5ChildProcess.table(path: path, file: file, dataset: line.path, limit: FileBytes.maximumBytes)
            guard let column = values.columns.first else { continue }
            candidates.append(GridAxes.Axis(name: String(line.path.split(separator: "/").last ?? ""), values: column.values))
        }
        guard var axes = GridAxes.find(rows: shape[0], columns: shape[1], among: candidates) else { return nil }
        axes.cells = String(target.split(separator: "/").last ?? "")
        return axes
    }

    /// The first 2-D data variable (in suggestion order) that 1-D datasets place, and its axes:
    /// what a file of several datasets draws when none is named.
    package static func firstSurface(in datasets: [Dataset], path: String, file: String) throws(DataFileError) -> (Dataset, GridAxes)? {
        for dataset in suggestionOrder(datasets) where !dataset.isCoordinate && dataset.shape.count == 2 {
            if let axes = try axes(of: dataset.path, shape: dataset.shape, among: datasets, path: path, file: file) {
                return (dataset, axes)
            }
        }
        return nil
    }
}
