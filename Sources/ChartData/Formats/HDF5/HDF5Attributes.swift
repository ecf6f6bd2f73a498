import CHDF5
import Foundation

/// Attributes of an HDF5 object read for the netCDF-4 and CF conventions (`CLASS`, `bounds`,
/// `coordinates`, `units`, `_FillValue`, `DIMENSION_LIST`), in the child process only, under
/// `HDF5LibraryReader`'s lock. Every read is bounded: a stranger's attribute of a megabyte of
/// text or a million numbers is treated as absent, never read whole or shown.
enum HDF5Attributes {
    /// The longest text attribute read, in bytes.
    static let textLimit = 4096
    /// The most numbers a numeric attribute may hold (`missing_value` may list several).
    static let numberLimit = 16

    /// The attribute `name` of `object` as text: one string, fixed- or variable-length (what
    /// netCDF-4 writes for a text attribute), trailing NULs and blanks dropped; nil when absent,
    /// not text, several strings, or longer than `textLimit`.
    static func text(_ object: hid_t, _ name: String) -> String? {
        guard let attribute = open(object, name) else { return nil }
        defer { H5Aclose(attribute) }
        let type = H5Aget_type(attribute)
        guard type >= 0 else { return nil }
        defer { H5Tclose(type) }
        guard H5Tget_class(type) == H5T_STRING, points(attribute) == 1 else { return nil }
        let memory = H5Tcopy(H5T_C_S1_g)
        defer { H5Tclose(memory) }
        // libhdf5 converts no text between ASCII and UTF-8 (h5py writes UTF-8): read as written.
        H5Tset_cset(memory, H5Tget_cset(type))
        if H5Tis_variable_str(type) > 0 {
            // -1: H5T_VARIABLE.
            guard H5Tset_size(memory, -1) >= 0 else { return nil }
            var pointer: UnsafeMutablePointer<CChar>?
            guard H5Aread(attribute, memory, &pointer) >= 0, let pointer else { return nil }
            defer { H5free_memory(pointer) }
            let length = strnlen(pointer, textLimit + 1)
            guard length <= textLimit else { return nil }
            return trimmed(UnsafeRawBufferPointer(start: pointer, count: length))
        }
        let size = H5Tget_size(type)
        guard size > 0, size <= textLimit, H5Tset_size(memory, size) >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: size)
        guard bytes.withUnsafeMutableBytes({ H5Aread(attribute, memory, $0.baseAddress) }) >= 0 else { return nil }
        return bytes.withUnsafeBytes { trimmed($0) }
    }

    /// The attribute `name` of `object` as doubles (integers and floats, converted by libhdf5);
    /// nil when absent, not numeric, empty, or of more than `numberLimit` values.
    static func numbers(_ object: hid_t, _ name: String) -> [Double]? {
        guard let attribute = open(object, name) else { return nil }
        defer { H5Aclose(attribute) }
        let type = H5Aget_type(attribute)
        guard type >= 0 else { return nil }
        defer { H5Tclose(type) }
        let typeClass = H5Tget_class(type)
        let count = points(attribute)
        guard typeClass == H5T_INTEGER || typeClass == H5T_FLOAT, (1...numberLimit).contains(count) else { return nil }
        var values = [Double](repeating: .nan, count: count)
        guard values.withUnsafeMutableBytes({ H5Aread(attribute, H5T_NATIVE_DOUBLE_g, $0.baseAddress) }) >= 0 else { return nil }
        return values
    }

    /// The path of the first dimension scale attached to each of `rank` dimensions of `dataset`
    /// (its `DIMENSION_LIST`: per dimension, a variable-length list of object references, as the
    /// HDF5 Dimension Scale specification lays it out), nil for a dimension without one. Empty
    /// when the dataset has no such attribute or it is not of that shape.
    static func dimensionScales(_ dataset: hid_t, rank: Int) -> [String?] {
        guard rank > 0, let attribute = open(dataset, "DIMENSION_LIST") else { return [] }
        defer { H5Aclose(attribute) }
        guard points(attribute) == rank else { return [] }
        let memory = H5Tvlen_create(H5T_STD_REF_OBJ_g)
        guard memory >= 0 else { return [] }
        defer { H5Tclose(memory) }
        let space = H5Aget_space(attribute)
        guard space >= 0 else { return [] }
        defer { H5Sclose(space) }
        var lists = [hvl_t](repeating: hvl_t(len: 0, p: nil), count: rank)
        guard H5Aread(attribute, memory, &lists) >= 0 else { return [] }
        defer { H5Dvlen_reclaim(memory, space, 0, &lists) }
        return lists.map { list -> String? in
            guard list.len > 0, let first = list.p?.load(as: hobj_ref_t.self) else { return nil }
            var reference = first
            // 0: H5P_DEFAULT.
            let scale = H5Rdereference2(dataset, 0, H5R_OBJECT, &reference)
            guard scale >= 0 else { return nil }
            defer { H5Oclose(scale) }
            return objectPath(scale)
        }
    }

    /// The absolute path libhdf5 knows `object` by (nil when it has none or a long one).
    static func objectPath(_ object: hid_t) -> String? {
        let length = H5Iget_name(object, nil, 0)
        guard length > 0, length <= textLimit else { return nil }
        var bytes = [CChar](repeating: 0, count: length + 1)
        guard H5Iget_name(object, &bytes, bytes.count) == length else { return nil }
        return String(decoding: bytes.prefix(length).map(UInt8.init(bitPattern:)), as: UTF8.self)
    }

    private static func open(_ object: hid_t, _ name: String) -> hid_t? {
        guard H5Aexists(object, name) > 0 else { return nil }
        // 0: H5P_DEFAULT.
        let attribute = H5Aopen(object, name, 0)
        return attribute >= 0 ? attribute : nil
    }

    /// The number of values an attribute holds (1 for a scalar), or -1.
    private static func points(_ attribute: hid_t) -> Int {
        let space = H5Aget_space(attribute)
        guard space >= 0 else { return -1 }
        defer { H5Sclose(space) }
        return Int(H5Sget_simple_extent_npoints(space))
    }

    /// Text up to its first NUL, blanks at its end dropped (netCDF pads nothing; Fortran-written
    /// files pad with blanks).
    private static func trimmed(_ bytes: UnsafeRawBufferPointer) -> String {
        let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
        var text = String(decoding: bytes[..<end], as: UTF8.self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
