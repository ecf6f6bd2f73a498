import Foundation

/// A NumPy `.npy` file opened through memory mapping: the header is parsed, the data are read
/// in place when a column is asked for, never copied or parsed.
///
/// One-dimensional arrays are one column; two-dimensional arrays (rows × columns, C or Fortran
/// order) give one column per second index. Every integer, float (16, 32, 64-bit) and boolean
/// type in either byte order is read; a file shorter than its header promises is refused.
///
/// ```swift
/// let file = try NpyFile(path: "signal.npy")
/// let y = try file.column(0)              // MappedColumn, 10^9 values without reading them
/// let x = EvenlySpacedColumn(start: 0, step: 1e-3, count: y.count)
/// ```
public final class NpyFile {
    public let mapped: MappedFile
    public let type: NumericType
    /// The array's shape: `[n]` or `[rows, columns]` (`[]` for a single value).
    public let shape: [Int]
    public let isFortranOrder: Bool
    /// Where the data begin in the file.
    public let dataOffset: Int

    public var path: String { mapped.path }

    /// Opens and validates `path`; arrays of more than `maximumRank` dimensions are refused
    /// (3: a cube drawn slice by slice, `ArraySlices`; its cells are read through `cells`).
    public convenience init(path: String, maximumRank: Int = 2) throws(BinaryFileError) {
        try self.init(mapped: try MappedFile(path: path), maximumRank: maximumRank)
    }

    /// Validates the header of an already mapped file.
    public init(mapped: MappedFile, maximumRank: Int = 2) throws(BinaryFileError) {
        self.mapped = mapped
        let path = mapped.path
        func invalid(_ reason: String) -> BinaryFileError { .invalidHeader(path: path, reason: reason) }
        guard mapped.byteCount >= 10, let base = mapped.base else { throw invalid("shorter than a header") }
        let magic: [UInt8] = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]  // \x93NUMPY
        for (i, byte) in magic.enumerated() where base.load(fromByteOffset: i, as: UInt8.self) != byte {
            throw invalid("no \\x93NUMPY magic")
        }
        let major = base.load(fromByteOffset: 6, as: UInt8.self)
        let headerLength: Int, preamble: Int
        switch major {
        case 1:
            headerLength = Int(UInt16(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt16.self)))
            preamble = 10
        case 2, 3:
            guard mapped.byteCount >= 12 else { throw invalid("shorter than a version \(major) header") }
            headerLength = Int(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
            preamble = 12
        default:
            throw invalid("format version \(major) is unknown")
        }
        guard preamble + headerLength <= mapped.byteCount else {
            throw .truncated(path: path, expectedBytes: preamble + headerLength, actualBytes: mapped.byteCount)
        }
        let header = String(decoding: UnsafeRawBufferPointer(start: base + preamble, count: headerLength), as: UTF8.self)
        guard let descr = Self.value(of: "descr", in: header), descr.hasPrefix("'") || descr.hasPrefix("\"") else {
            throw invalid("no 'descr' (a structured or object array?)")
        }
        type = try NumericType(npyDescriptor: String(descr.dropFirst().dropLast()))
        guard let order = Self.value(of: "fortran_order", in: header), order == "True" || order == "False" else {
            throw invalid("no 'fortran_order'")
        }
        isFortranOrder = order == "True"
        guard let shapeText = Self.value(of: "shape", in: header), shapeText.hasPrefix("("), shapeText.hasSuffix(")") else {
            throw invalid("no 'shape'")
        }
        var dimensions: [Int] = []
        for part in shapeText.dropFirst().dropLast().split(separator: ",") {
            let trimmed = part.trimmingCharacters(in: CharacterSet(charactersIn: " L"))
            guard let n = Int(trimmed), n >= 0 else { throw invalid("shape \(DataFileError.quoted(shapeText))") }
            dimensions.append(n)
        }
        shape = dimensions
        guard shape.count <= max(2, maximumRank) else { throw .unsupportedShape(path: path, shape: shape) }
        dataOffset = preamble + headerLength
        // Every product is checked: a shape such as (2^32, 2^32) wraps to 0 elements in plain
        // arithmetic, passes the size check and traps later when a column's extent is computed.
        guard let bytes = CheckedSize.product(shape + [type.size]),
              let end = CheckedSize.sum(dataOffset, bytes) else {
            throw .sizeOverflow(path: path, shape: shape, elementBytes: type.size)
        }
        guard end <= mapped.byteCount else {
            throw .truncated(path: path, expectedBytes: end, actualBytes: mapped.byteCount)
        }
        // Each column is a series and more: (0, 2^40) is a valid, empty array of a trillion columns.
        guard columnCount <= DataTable.maximumColumnCount else { throw .tooManyColumns(path: path, count: columnCount) }
    }

    /// Number of columns: 1 for a one-dimensional array, the second dimension for two.
    public var columnCount: Int { shape.count == 2 ? shape[1] : 1 }

    /// Number of rows (values per column).
    public var rowCount: Int { shape.first ?? 1 }

    /// Every cell in place, in the file's order (C or Fortran, `isFortranOrder`), of any rank.
    public func cells() throws(BinaryFileError) -> MappedColumn {
        try mapped.checkUnchanged()
        return try MappedColumn(file: mapped, type: type, offset: dataOffset, stride: type.size,
                                count: CheckedSize.product(shape) ?? 0)
    }

    /// Column `index` in place.
    public func column(_ index: Int) throws(BinaryFileError) -> MappedColumn {
        guard index >= 0, index < columnCount, shape.count <= 2 else { throw .unsupportedShape(path: path, shape: shape) }
        try mapped.checkUnchanged()
        let size = type.size
        if shape.count < 2 {
            return try MappedColumn(file: mapped, type: type, offset: dataOffset, stride: size, count: rowCount)
        }
        // The header check bounded rows · columns · size by the file's length, so these products fit.
        if isFortranOrder {
            return try MappedColumn(file: mapped, type: type, offset: dataOffset + index * rowCount * size,
                                    stride: size, count: rowCount)
        }
        return try MappedColumn(file: mapped, type: type, offset: dataOffset + index * size,
                                stride: columnCount * size, count: rowCount)
    }

    /// The text after `'key':` up to the next top-level comma or the closing brace.
    private static func value(of key: String, in header: String) -> String? {
        guard let keyRange = header.range(of: "'\(key)'") ?? header.range(of: "\"\(key)\""),
              let colon = header[keyRange.upperBound...].firstIndex(of: ":") else { return nil }
        var depth = 0
        var end = header.index(after: colon)
        while end < header.endIndex {
            let c = header[end]
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if depth == 0 && (c == "," || c == "}") { break }
            end = header.index(after: end)
            if depth < 0 { break }
        }
        return header[header.index(after: colon)..<end].trimmingCharacters(in: .whitespaces)
    }
}

/// A raw binary file of one little-endian column (`chartview --dtype f64|f32|i64|…`).
public enum RawColumnFile {
    /// Maps `path` as values of `type`; a trailing partial element is refused as truncation.
    public static func open(path: String, type: NumericType) throws(BinaryFileError) -> MappedColumn {
        let file = try MappedFile(path: path)
        guard file.byteCount % type.size == 0 else {
            throw .truncated(path: path, expectedBytes: (file.byteCount / type.size + 1) * type.size,
                             actualBytes: file.byteCount)
        }
        return try MappedColumn(file: file, type: type, offset: 0, stride: type.size, count: file.byteCount / type.size)
    }
}
