import CHDF5
import Foundation

/// The libhdf5 side of `HDF5Table`, run only in the child process (`HDF5ChildProcess.serve`):
/// lists a file's drawable datasets and reads one into the value store shared with the parent.
///
/// Data are read by hyperslab, a block of rows at a time, converted to doubles by the library,
/// so chunked and compressed datasets read as contiguous ones do. HDF5's own error printing is
/// silenced: failures are one line of ours naming the file and dataset. Each block read and each
/// object visited reports progress, so that the parent can tell a long read from a hang.
///
/// libhdf5 as Debian builds it is not thread-safe: every call goes through one lock.
enum HDF5LibraryReader {
    typealias Dataset = HDF5Table.Dataset

    private static let lock = NSLock()

    /// Values read by one hyperslab (8 MiB of doubles): a block of rows this many values
    /// wide, rounded up to whole chunks. Tests pass fewer to read small files in many blocks.
    static let blockValues = 1 << 20

    /// Opens `path` read-only with errors silenced, runs `body`, and closes it.
    private static func withFile<R>(_ path: String, file: String,
                                    _ body: (hid_t) throws(DataFileError) -> R) throws(DataFileError) -> R {
        lock.lock()
        defer { lock.unlock() }
        H5open()
        // H5E_DEFAULT: the default error stack; no printing function.
        H5Eset_auto2(0, nil, nil)
        let handle = H5Fopen(path, 0 /* H5F_ACC_RDONLY */, 0 /* H5P_DEFAULT */)
        guard handle >= 0 else { throw DataFileError(file: file, problem: "not a readable HDF5 file (damaged or truncated?)") }
        defer { H5Fclose(handle) }
        return try body(handle)
    }

    /// The numeric datasets in `path` (of any rank), in name order.
    static func datasets(path: String, file: String) throws(DataFileError) -> [Dataset] {
        try withFile(path, file: file) { handle throws(DataFileError) in try datasets(handle, file: file) }
    }

    private static func datasets(_ handle: hid_t, file: String) throws(DataFileError) -> [Dataset] {
        final class Found { var names: [String] = [] }
        let found = Found()
        let visit: H5O_iterate_t = { _, objectName, info, context in
            guard let objectName, let info, let context else { return 0 }
            HDF5ChildProcess.reportProgress()
            if info.pointee.type == H5O_TYPE_DATASET {
                Unmanaged<Found>.fromOpaque(context).takeUnretainedValue().names.append(String(cString: objectName))
            }
            return 0
        }
        let status = H5Ovisit2(handle, H5_INDEX_NAME, H5_ITER_INC, visit, Unmanaged.passUnretained(found).toOpaque(),
                               UInt32(H5O_INFO_BASIC))
        guard status >= 0 else { throw DataFileError(file: file, problem: "cannot list the HDF5 file's datasets (damaged?)") }
        let described = found.names.map { describe(handle, path: "/" + $0) }
        // Coordinates are told from what every dataset says (a scalar's `bounds` too), drawable or not.
        let coordinates = NetCDFCoordinates.paths(described.map(\.facts))
        return described.compactMap { entry in
            entry.dataset.map { dataset in
                var dataset = dataset
                dataset.isCoordinate = coordinates.contains(dataset.path)
                return dataset
            }
        }
    }

    /// What the dataset at `path` is when a chart can draw it, and what it says of the others.
    private static func describe(_ handle: hid_t, path: String) -> (dataset: Dataset?, facts: NetCDFCoordinates.Facts) {
        var facts = NetCDFCoordinates.Facts(path: path)
        let dataset = H5Dopen2(handle, path, 0)
        guard dataset >= 0 else { return (nil, facts) }
        defer { H5Dclose(dataset) }
        facts.isDimensionScale = HDF5Attributes.text(dataset, "CLASS") == "DIMENSION_SCALE"
        facts.bounds = HDF5Attributes.text(dataset, "bounds")
        facts.coordinates = HDF5Attributes.text(dataset, "coordinates")
        guard let shape = shape(dataset), !shape.isEmpty else { return (nil, facts) }
        let type = H5Dget_type(dataset)
        guard type >= 0 else { return (nil, facts) }
        defer { H5Tclose(type) }
        let typeClass = H5Tget_class(type)
        if typeClass == H5T_COMPOUND {
            guard shape.count == 1 else { return (nil, facts) }
            let fields = numericFields(type)
            let typeName = "compound (\(fields.map(DataFileError.name).joined(separator: ", ")))"
            return (fields.isEmpty ? nil : Dataset(path: path, shape: shape, typeName: typeName), facts)
        }
        guard isNumeric(typeClass) else { return (nil, facts) }
        return (Dataset(path: path, shape: shape, typeName: numberName(type), dimensions: dimensionNames(dataset, rank: shape.count)), facts)
    }

    /// The names of `dataset`'s dimensions, each its attached scale's (netCDF-4's dimension
    /// names); empty unless every dimension has one.
    private static func dimensionNames(_ dataset: hid_t, rank: Int) -> [String] {
        let scales = HDF5Attributes.dimensionScales(dataset, rank: rank)
        let names = scales.compactMap { $0.map { String($0.split(separator: "/").last ?? "") } }
        return names.count == rank && !names.contains("") ? names : []
    }

    /// Integers, floats, and enumerations of integers (h5py's booleans are an enum of int8,
    /// FALSE = 0 and TRUE = 1): HDF5 converts each to doubles as it reads.
    private static func isNumeric(_ typeClass: H5T_class_t) -> Bool {
        typeClass == H5T_INTEGER || typeClass == H5T_FLOAT || typeClass == H5T_ENUM
    }

    /// Whether `type` is h5py's boolean: an enum of exactly FALSE = 0 and TRUE = 1.
    private static func isBoolean(_ type: hid_t) -> Bool {
        guard H5Tget_class(type) == H5T_ENUM, H5Tget_nmembers(type) == 2 else { return false }
        var names: [String] = []
        for index in 0..<UInt32(2) {
            guard let raw = H5Tget_member_name(type, index) else { return false }
            names.append(String(cString: raw).uppercased())
            H5free_memory(raw)
        }
        return Set(names) == ["FALSE", "TRUE"]
    }

    private static func numberName(_ type: hid_t) -> String {
        if isBoolean(type) { return "bool" }
        if H5Tget_class(type) == H5T_ENUM { return "enum" }
        let bits = H5Tget_size(type) * 8
        if H5Tget_class(type) == H5T_FLOAT { return "float\(bits)" }
        return (H5Tget_sign(type) == H5T_SGN_NONE ? "uint" : "int") + "\(bits)"
    }

    /// The value kind of numbers read from `type`: booleans, integers (enum codes too), or nil.
    static func valueKind(_ type: hid_t) -> ValueKind? {
        if isBoolean(type) { return .boolean }
        let typeClass = H5Tget_class(type)
        return typeClass == H5T_INTEGER || typeClass == H5T_ENUM ? .integer : nil
    }

    static func shape(_ dataset: hid_t) -> [Int]? {
        let space = H5Dget_space(dataset)
        guard space >= 0 else { return nil }
        defer { H5Sclose(space) }
        let rank = H5Sget_simple_extent_ndims(space)
        guard rank >= 0, rank <= 32 else { return nil }
        var dimensions = [hsize_t](repeating: 0, count: Int(rank))
        guard H5Sget_simple_extent_dims(space, &dimensions, nil) >= 0 else { return nil }
        return dimensions.map { $0 > hsize_t(Int.max) ? Int.max : Int($0) }
    }

    /// The names of a compound type's integer and float members.
    private static func numericFields(_ type: hid_t) -> [String] {
        let count = H5Tget_nmembers(type)
        guard count > 0 else { return [] }
        var names: [String] = []
        for index in 0..<UInt32(count) {
            let memberClass = H5Tget_member_class(type, index)
            guard isNumeric(memberClass), let raw = H5Tget_member_name(type, index) else { continue }
            names.append(String(cString: raw))
            H5free_memory(raw)
        }
        return names
    }

    /// The dataset `datasetPath` of `path` (the file's only numeric dataset when nil), its numbers
    /// placed in `store` a column after another, each column contiguous; what the parent needs to
    /// rebuild the table is returned. Its shape is checked (`ArrayShape`) before a cell is read.
    static func table(path: String, file name: String, dataset datasetPath: String?, limit: Int,
                      store: HDF5ValueStore, blockValues: Int = blockValues) throws(DataFileError) -> HDF5Reply.Table {
        try withFile(path, file: name) { handle throws(DataFileError) in
            var chosen = datasetPath
            if chosen == nil {
                let all = try datasets(handle, file: name)
                let choices = HDF5Table.choices(all)
                guard let first = choices.first else {
                    throw DataFileError(file: name, problem: "no dataset chartview can draw (1-D or 2-D numbers, or records with numeric fields)")
                }
                guard choices.count == 1 else {
                    let named = choices.prefix(3).map { DataFileError.name($0.path) }.joined(separator: ", ")
                    let coordinates = all.count - choices.count
                    // Coordinates are not choices: the line counts and names data variables only.
                    let what = coordinates > 0 ? "\(choices.count) data variables" : "\(all.count) datasets"
                    let beside = coordinates > 0 ? " beside \(coordinates) coordinate\(coordinates == 1 ? "" : "s")" : ""
                    throw DataFileError(file: name, problem: "holds \(what) (\(named)\(choices.count > 3 ? ", …" : ""))\(beside): name one with --dataset \(DataFileError.name(first.path)) or \(name):\(DataFileError.name(first.path)) (chartview \(name) lists them)")
                }
                chosen = first.path
            }
            let target = chosen!.hasPrefix("/") ? chosen! : "/" + chosen!
            return try table(handle, target: target, file: name, limit: limit, store: store, blockValues: blockValues)
        }
    }

    private static func table(_ handle: hid_t, target: String, file name: String, limit: Int,
                              store: HDF5ValueStore, blockValues: Int) throws(DataFileError) -> HDF5Reply.Table {
        guard H5Lexists(handle, target, 0) > 0 || target == "/" else {
            throw DataFileError(file: name, problem: "no dataset \(DataFileError.name(target))")
        }
        guard let info = describe(handle, path: target).dataset else {
            let what = holdsText(handle, path: target) ? " (it holds text)" : ""
            throw DataFileError(file: name, problem: "\(DataFileError.name(target)) is not a dataset chartview can draw\(what) (1-D or 2-D numbers, or records with numeric fields)")
        }
        let arrayShape: ArrayShape
        switch ArrayShape.of(info.shape, name: DataFileError.name(target), typeName: info.typeName, dimensions: info.dimensions) {
        case .success(let shape): arrayShape = shape
        case .failure(let refusal): throw DataFileError(file: name, problem: refusal.problem)
        }
        let cellRows = info.shape[0], width = info.shape.count == 2 ? info.shape[1] : 1
        let rows = arrayShape == .transposed ? width : cellRows
        let (cells, overflow) = cellRows.multipliedReportingOverflow(by: width)
        guard !overflow, cells <= limit / 8 else {
            throw DataFileError(file: name, problem: "\(DataFileError.name(target)) holds more values than chartview reads at once")
        }
        guard rows > 0 else { throw DataFileError(file: name, problem: "\(DataFileError.name(target)): \(DataFileError.noDataRows)") }
        let dataset = H5Dopen2(handle, target, 0)
        guard dataset >= 0 else { throw DataFileError(file: name, problem: "cannot open \(DataFileError.name(target))") }
        defer { H5Dclose(dataset) }
        let type = H5Dget_type(dataset)
        defer { H5Tclose(type) }
        func failed() -> DataFileError {
            DataFileError(file: name, problem: "cannot read \(DataFileError.name(target)) (damaged or truncated data?)")
        }
        var table = HDF5Reply.Table(rowCount: rows)
        let leaf = String(target.split(separator: "/").last ?? "value")
        if H5Tget_class(type) == H5T_COMPOUND {
            let count = Int(max(H5Tget_nmembers(type), 0))
            let numeric = (0..<UInt32(count)).filter { isNumeric(H5Tget_member_class(type, $0)) }.count
            guard let values = store.reserve(rows * numeric) else { throw failed() }
            var next = 0
            for index in 0..<UInt32(count) {
                let memberClass = H5Tget_member_class(type, index)
                if memberClass == H5T_STRING, let raw = H5Tget_member_name(type, index) {
                    // Text fields are categories, as a CSV's text columns are.
                    let field = String(cString: raw)
                    H5free_memory(raw)
                    let memberType = H5Tget_member_type(type, index)
                    defer { H5Tclose(memberType) }
                    guard let texts = readTexts(dataset, member: field, type: memberType, rows: rows) else { throw failed() }
                    table.texts[field] = texts
                    table.columnNames.append(field)
                    continue
                }
                guard isNumeric(memberClass), let raw = H5Tget_member_name(type, index) else { continue }
                let field = String(cString: raw)
                // A memory type of one double under the member's name: HDF5 converts by name.
                let memory = H5Tcreate(H5T_COMPOUND, 8)
                H5Tinsert(memory, raw, 0, H5T_NATIVE_DOUBLE_g)
                H5free_memory(raw)
                defer { H5Tclose(memory) }
                guard readRows(dataset, memoryType: memory, rows: rows, width: 1, into: values + next * rows,
                               blockValues: blockValues) else { throw failed() }
                let memberType = H5Tget_member_type(type, index)
                table.numeric.append(.init(name: field, offset: next * rows, kind: valueKind(memberType)?.rawValue))
                H5Tclose(memberType)
                table.columnNames.append(field)
                next += 1
            }
        } else {
            // A 1-D variable over a 1-D coordinate (netCDF-4's `time`) is drawn over it: the
            // coordinate is the first column, ahead of the variable's values in the store.
            let axis = arrayShape == .single ? coordinateAxis(of: dataset, path: target, rows: cellRows) : nil
            let start = axis == nil ? 0 : cellRows
            guard let store = store.reserve(start + cellRows * width) else { throw failed() }
            if let axis {
                guard readCoordinate(handle, path: axis, rows: cellRows, into: store, table: &table, blockValues: blockValues) else { throw failed() }
            }
            let values = store + start
            guard readRows(dataset, memoryType: H5T_NATIVE_DOUBLE_g, rows: cellRows, width: width, into: values,
                           columnMajor: arrayShape == .columns || arrayShape == .grid, blockValues: blockValues) else { throw failed() }
            let unpacked = decodeConventions(dataset, type: type, values: values, count: cellRows * width)
            let kind = unpacked ? nil : valueKind(type)?.rawValue
            // A few long rows (ArrayShape.transposed) are the series: one column per row. Either
            // way each column is contiguous in the store (`columnMajor` for a 2-D table).
            let columnCount = arrayShape == .transposed ? cellRows : width
            for column in 0..<columnCount {
                let columnName = arrayShape == .single ? leaf : arrayShape == .transposed ? "row \(column + 1)" : "column \(column + 1)"
                table.numeric.append(.init(name: columnName, offset: start + column * rows, kind: kind))
                table.columnNames.append(columnName)
            }
            if arrayShape == .single, let units = displayedUnits(dataset) { table.units[leaf] = units }
        }
        // Rows read as series are alike: the first of them is no x.
        table.columnOrderIsArbitrary = arrayShape == .transposed
        table.isOneNumericArray = arrayShape == .columns || arrayShape == .grid
        return table
    }

    /// All rows of a 1-D or 2-D dataset as doubles into `destination`, read a block of rows at a
    /// time through a hyperslab selection (`blockValues` wide, whole chunks per block when the
    /// dataset is chunked): row after row, or with `columnMajor` column after column (each block
    /// through a buffer).
    static func readRows(_ dataset: hid_t, memoryType: hid_t, rows: Int, width: Int,
                                 into destination: UnsafeMutablePointer<Double>, columnMajor: Bool = false,
                                 blockValues: Int) -> Bool {
        let fileSpace = H5Dget_space(dataset)
        guard fileSpace >= 0 else { return false }
        defer { H5Sclose(fileSpace) }
        let rank = H5Sget_simple_extent_ndims(fileSpace)
        var blockRows = max(1, blockValues / max(width, 1))
        let plist = H5Dget_create_plist(dataset)
        if plist >= 0 {
            if H5Pget_layout(plist) == H5D_CHUNKED {
                var chunk = [hsize_t](repeating: 0, count: Int(max(rank, 1)))
                if H5Pget_chunk(plist, rank, &chunk) >= 0, chunk[0] > 0, chunk[0] < hsize_t(Int.max) {
                    let chunkRows = Int(chunk[0])
                    blockRows = max(chunkRows, (blockRows + chunkRows - 1) / chunkRows * chunkRows)
                }
            }
            H5Pclose(plist)
        }
        let transposing = columnMajor && width > 1
        var buffer = [Double](repeating: .nan, count: transposing ? min(blockRows, rows) * width : 0)
        var start = 0
        while start < rows {
            let count = min(blockRows, rows - start)
            var offset: [hsize_t] = rank == 2 ? [hsize_t(start), 0] : [hsize_t(start)]
            var size: [hsize_t] = rank == 2 ? [hsize_t(count), hsize_t(width)] : [hsize_t(count)]
            guard H5Sselect_hyperslab(fileSpace, H5S_SELECT_SET, &offset, nil, &size, nil) >= 0 else { return false }
            let memorySpace = H5Screate_simple(rank, &size, nil)
            guard memorySpace >= 0 else { return false }
            let status: herr_t
            if transposing {
                status = buffer.withUnsafeMutableBufferPointer { block in
                    let status = H5Dread(dataset, memoryType, memorySpace, fileSpace, 0, block.baseAddress!)
                    for row in 0..<count {
                        for column in 0..<width { destination[column * rows + start + row] = block[row * width + column] }
                    }
                    return status
                }
            } else {
                status = H5Dread(dataset, memoryType, memorySpace, fileSpace, 0, destination + start * width)
            }
            H5Sclose(memorySpace)
            guard status >= 0 else { return false }
            HDF5ChildProcess.reportProgress()
            start += count
        }
        return true
    }

    /// Whether the dataset at `path` holds strings (refused in words that say so).
    private static func holdsText(_ handle: hid_t, path: String) -> Bool {
        let dataset = H5Dopen2(handle, path, 0)
        guard dataset >= 0 else { return false }
        defer { H5Dclose(dataset) }
        let type = H5Dget_type(dataset)
        guard type >= 0 else { return false }
        defer { H5Tclose(type) }
        return H5Tget_class(type) == H5T_STRING
    }

    /// String member `member` of a 1-D compound dataset, fixed-length (NUL- or space-padded) or
    /// variable-length, as UTF-8 text ("" where a variable-length string is missing).
    private static func readTexts(_ dataset: hid_t, member: String, type: hid_t, rows: Int) -> [String]? {
        let variable = H5Tis_variable_str(type) > 0
        let size = variable ? MemoryLayout<UnsafeMutablePointer<CChar>?>.size : H5Tget_size(type)
        guard size > 0, size <= 1 << 16, rows <= Int.max / max(size, 1) else { return nil }
        let stringType = H5Tcopy(H5T_C_S1_g)
        defer { H5Tclose(stringType) }
        // -1: H5T_VARIABLE (size_t)-1.
        guard H5Tset_size(stringType, variable ? -1 : size) >= 0 else { return nil }
        H5Tset_cset(stringType, H5Tget_cset(type))
        let memory = H5Tcreate(H5T_COMPOUND, size)
        defer { H5Tclose(memory) }
        guard H5Tinsert(memory, member, 0, stringType) >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: rows * size)
        // Spaces 0: H5S_ALL, the whole dataset.
        let status = bytes.withUnsafeMutableBytes { H5Dread(dataset, memory, 0, 0, 0, $0.baseAddress) }
        guard status >= 0 else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(rows)
        bytes.withUnsafeBytes { raw in
            for row in 0..<rows {
                if variable {
                    let pointer = raw.loadUnaligned(fromByteOffset: row * size, as: UnsafeMutablePointer<CChar>?.self)
                    texts.append(pointer.map { String(cString: $0) } ?? "")
                    if let pointer { H5free_memory(pointer) }
                } else {
                    let cell = raw[(row * size)..<((row + 1) * size)]
                    let end = cell.firstIndex(of: 0) ?? cell.endIndex
                    texts.append(String(decoding: cell[cell.startIndex..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces))
                }
            }
        }
        return texts
    }
}
