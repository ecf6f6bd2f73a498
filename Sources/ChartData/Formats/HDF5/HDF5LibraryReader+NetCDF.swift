import CHDF5
import Foundation

/// What the netCDF-4 and CF conventions say about a variable read from HDF5: the coordinate a
/// 1-D variable is drawn over, CF time as instants, fill values as gaps, packed numbers unpacked.
extension HDF5LibraryReader {
    /// The text netCDF-4 writes in the `NAME` of a dimension that has no coordinate variable:
    /// such a scale holds no values of its own.
    private static let bareDimensionMark = "This is a netCDF dimension but not a netCDF variable"

    /// The path of the coordinate the 1-D `dataset` at `path` is drawn over: the dimension scale
    /// attached to its dimension, when it is a 1-D numeric array of `rows` values other than
    /// `dataset` itself and not a bare netCDF dimension; nil otherwise (x is then the position).
    static func coordinateAxis(of dataset: hid_t, path: String, rows: Int) -> String? {
        guard let scalePath = HDF5Attributes.dimensionScales(dataset, rank: 1).first ?? nil, scalePath != path,
              leafName(scalePath) != leafName(path) else { return nil }
        let scale = H5Dopen2(dataset, scalePath, 0)
        guard scale >= 0 else { return nil }
        defer { H5Dclose(scale) }
        if let name = HDF5Attributes.text(scale, "NAME"), name.hasPrefix(bareDimensionMark) { return nil }
        let type = H5Dget_type(scale)
        guard type >= 0 else { return nil }
        defer { H5Tclose(type) }
        let typeClass = H5Tget_class(type)
        guard typeClass == H5T_INTEGER || typeClass == H5T_FLOAT, shape(scale) == [rows] else { return nil }
        return scalePath
    }

    /// Reads the coordinate at `path` (`rows` values) into `destination` as the table's first
    /// column: a CF time coordinate as instants (dates when whole days from a midnight), any
    /// other as its numbers with its units; false when it cannot be read.
    static func readCoordinate(_ handle: hid_t, path: String, rows: Int, into destination: UnsafeMutablePointer<Double>,
                               table: inout HDF5Reply.Table, blockValues: Int) -> Bool {
        let scale = H5Dopen2(handle, path, 0)
        guard scale >= 0 else { return false }
        defer { H5Dclose(scale) }
        let type = H5Dget_type(scale)
        guard type >= 0 else { return false }
        defer { H5Tclose(type) }
        guard readRows(scale, memoryType: H5T_NATIVE_DOUBLE_g, rows: rows, width: 1, into: destination, blockValues: blockValues) else {
            return false
        }
        let unpacked = decodeConventions(scale, type: type, values: destination, count: rows)
        let name = leafName(path)
        var kind = unpacked ? nil : valueKind(type)
        let units = HDF5Attributes.text(scale, "units")
        switch units.map({ CFTimeUnits.read(units: $0, calendar: HDF5Attributes.text(scale, "calendar")) }) ?? .notTime {
        case .time(let time):
            let values = UnsafeMutableBufferPointer(start: destination, count: rows)
            kind = time.isDays(Array(values)) ? .date : .instant
            for index in values.indices { values[index] = time.instant(values[index]) }
        case .unread(let why):
            table.warnings.append("\(DataFileError.name(name)) is not drawn as dates (\(why)): its numbers are drawn")
            if let shown = displayedUnits(scale) { table.units[name] = shown }
        case .notTime:
            if let shown = displayedUnits(scale) { table.units[name] = shown }
        }
        table.numeric.append(.init(name: name, offset: 0, kind: kind?.rawValue))
        table.columnNames.append(name)
        return true
    }

    /// Applies the CF attributes of `dataset` to its `count` values read from it: `_FillValue`
    /// and `missing_value` become gaps (NaN), then packed values are unpacked
    /// (`value × scale_factor + add_offset`). Returns whether values were unpacked (no longer
    /// the integers the type says).
    static func decodeConventions(_ dataset: hid_t, type: hid_t, values: UnsafeMutablePointer<Double>, count: Int) -> Bool {
        // A fill written as a double beside float32 data (-99.9) is compared as the float it
        // stands for, as the data's own values were rounded.
        let isSingle = H5Tget_class(type) == H5T_FLOAT && H5Tget_size(type) == 4
        let fills = ((HDF5Attributes.numbers(dataset, "_FillValue") ?? []) + (HDF5Attributes.numbers(dataset, "missing_value") ?? []))
            .map { isSingle ? Double(Float($0)) : $0 }
            .filter { !$0.isNaN }
        let scale = HDF5Attributes.numbers(dataset, "scale_factor").flatMap { $0.count == 1 ? $0[0] : nil }
        let offset = HDF5Attributes.numbers(dataset, "add_offset").flatMap { $0.count == 1 ? $0[0] : nil }
        guard !fills.isEmpty || scale != nil || offset != nil else { return false }
        let fillSet = Set(fills)
        for index in 0..<count {
            let value = values[index]
            if fillSet.contains(value) {
                values[index] = .nan
            } else if scale != nil || offset != nil {
                values[index] = value * (scale ?? 1) + (offset ?? 0)
            }
            if index & 0xFFFFF == 0 { HDF5ChildProcess.reportProgress() }
        }
        return scale != nil || offset != nil
    }

    /// The `units` of `object` as an axis title may show them: short, one line, and saying
    /// something (CF's `1` for a dimensionless number says nothing); nil otherwise.
    static func displayedUnits(_ object: hid_t) -> String? {
        guard let units = HDF5Attributes.text(object, "units")?.trimmingCharacters(in: .whitespaces),
              !units.isEmpty, units != "1", units.count <= 48,
              !units.unicodeScalars.contains(where: DataFileError.breaksLine) else { return nil }
        return units
    }

    static func leafName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "value")
    }
}
