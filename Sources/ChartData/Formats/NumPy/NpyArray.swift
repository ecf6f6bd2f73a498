import Foundation

/// A `.npy` array held in memory (a member of an `.npz`, or a structured `.npy` file) read as
/// table columns: a plain 1-D array is one column, a 2-D array one column per second index,
/// and a structured array (a record dtype) one column per field.
///
/// Field types read: integers, floats (16, 32, 64-bit) and booleans in either byte order,
/// `datetime64` of any unit (instants; `[D]` dates), fixed-width strings (`U`, `S`: text
/// columns). Nested records, sub-arrays and objects are refused with the field named.
package struct NpyArray {
    package enum FieldType: Equatable {
        case numeric(NumericType)
        /// `datetime64`: seconds per unit; `isDate` for days and coarser.
        case datetime(secondsPerUnit: Double, isDate: Bool)
        /// Fixed-width text: UTF-32 (`U`, 4 bytes a character) or bytes (`S`).
        case text(bytesPerCharacter: Int, count: Int)

        var size: Int {
            switch self {
            case .numeric(let type): return type.size
            case .datetime: return 8
            case .text(let width, let count): return width * count
            }
        }
    }

    package struct Field {
        package var name: String
        package var type: FieldType
        package var offset: Int
        package var isBigEndian: Bool
    }

    package let fields: [Field]
    /// Bytes per element (the record size for structured arrays).
    package let itemSize: Int
    package let isStructured: Bool
    package let shape: [Int]
    package let isFortranOrder: Bool
    package let dataOffset: Int

    /// Parses the header at the start of `bytes`; `name` is how errors name the array.
    package init(header bytes: UnsafeRawBufferPointer, file: String, name: String) throws(DataFileError) {
        func invalid(_ reason: String) -> DataFileError {
            DataFileError(file: file, problem: "\(DataFileError.name(name)): not a .npy array (\(reason))")
        }
        guard bytes.count >= 10, Array(bytes.prefix(6)) == [0x93, 0x4E, 0x55, 0x4D, 0x50, 0x59] else {
            throw invalid("no \\x93NUMPY magic")
        }
        let major = bytes[6]
        let headerLength: Int, preamble: Int
        switch major {
        case 1:
            headerLength = Int(bytes[8]) | Int(bytes[9]) << 8
            preamble = 10
        case 2, 3:
            guard bytes.count >= 12 else { throw invalid("truncated header") }
            headerLength = Int(bytes[8]) | Int(bytes[9]) << 8 | Int(bytes[10]) << 16 | Int(bytes[11]) << 24
            preamble = 12
        default:
            throw invalid("format version \(major) is unknown")
        }
        guard headerLength <= bytes.count - preamble else { throw invalid("truncated header") }
        let header = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[preamble..<(preamble + headerLength)]), as: UTF8.self)
        dataOffset = preamble + headerLength
        guard let descrRange = header.range(of: "'descr':") else { throw invalid("no 'descr'") }
        let afterDescr = header[descrRange.upperBound...].trimmingCharacters(in: .whitespaces)
        if afterDescr.hasPrefix("[") {
            isStructured = true
            (fields, itemSize) = try Self.parseRecord(afterDescr, file: file, name: name)
        } else {
            isStructured = false
            guard let quoted = Self.quoted(in: afterDescr) else { throw invalid("'descr' is not a type string") }
            let type = try Self.fieldType(quoted, file: file, field: name)
            fields = [Field(name: name, type: type, offset: 0, isBigEndian: quoted.hasPrefix(">"))]
            itemSize = type.size
        }
        guard let fortranRange = header.range(of: "'fortran_order':") else { throw invalid("no 'fortran_order'") }
        isFortranOrder = header[fortranRange.upperBound...].trimmingCharacters(in: .whitespaces).hasPrefix("True")
        guard let shapeRange = header.range(of: "'shape':"),
              let open = header[shapeRange.upperBound...].firstIndex(of: "("),
              let close = header[open...].firstIndex(of: ")") else { throw invalid("no 'shape'") }
        var dimensions: [Int] = []
        for part in header[header.index(after: open)..<close].split(separator: ",") {
            let trimmed = part.trimmingCharacters(in: CharacterSet(charactersIn: " L"))
            guard let n = Int(trimmed), n >= 0 else { throw invalid("shape \(DataFileError.quoted(String(header[header.index(after: open)..<close])))") }
            dimensions.append(n)
        }
        shape = dimensions
        guard shape.count <= 2, !(isStructured && shape.count > 1) else {
            throw DataFileError(file: file, problem: "\(DataFileError.name(name)): a \(shape.count)-D array\(Self.shapeText(shape)); \(Self.readShapes)")
        }
        guard !(shape.count == 2 && fields[0].type.isText) else {
            throw DataFileError(file: file, problem: "\(DataFileError.name(name)): \(Self.textGrid)")
        }
    }

    package var rowCount: Int { shape.first ?? 1 }

    /// The bytes the data need after the header (nil when the shape overflows).
    package var dataBytes: Int? {
        var elements = 1
        for dimension in shape {
            let (product, overflow) = elements.multipliedReportingOverflow(by: dimension)
            if overflow { return nil }
            elements = product
        }
        let (bytes, overflow) = elements.multipliedReportingOverflow(by: itemSize)
        return overflow ? nil : bytes
    }

    /// The array's columns, reading the data that follow the header in `bytes`. `asGrid`: a 2-D
    /// array is read a column per second index whatever its shape (a surface over axes, whose
    /// rows are never series).
    package func columns(_ bytes: UnsafeRawBufferPointer, file: String, name: String,
                         asGrid: Bool = false) throws(DataFileError) -> [TypedCellTable.Column] {
        guard let needed = dataBytes, needed <= bytes.count - min(dataOffset, bytes.count), dataOffset <= bytes.count else {
            throw DataFileError(file: file, problem: "\(DataFileError.name(name)): truncated (the data are shorter than the header's shape says)")
        }
        guard let base = bytes.baseAddress?.advanced(by: dataOffset) ?? (needed == 0 ? UnsafeRawPointer(bitPattern: 8) : nil) else {
            return []
        }
        // Every value becomes a cell, then a Double of the table: refused in one line before
        // allocating when those cannot fit (a 600 MB `u1` array needs 19 GB; it aborted).
        let values = CheckedSize.product(shape + [fields.count])
        let cellBytes = CheckedSize.product([values ?? .max, MemoryLayout<TypedCellTable.Cell>.stride + 2 * MemoryLayout<Double>.size])
        try MemoryBudget.check(bytes: cellBytes) { limit in
            DataFileError(file: file, problem: "\(values.map(String.init) ?? "too many") values would need \((cellBytes ?? .max) >> 20) MiB "
                + "read as a table, more than the \(limit >> 20) MiB this process may use; store each column as a 1-D .npy "
                + "(drawn in place) or cut the array")
        }
        let rows = rowCount
        if shape.count == 2 {
            // From the shape alone: a grid is refused before a cell is read, a few long rows are
            // the series (ArrayShape). An unnamed array (name "") names its columns `column N`.
            let arrayShape: ArrayShape
            switch ArrayShape.of(shape, name: name.isEmpty ? "the array" : DataFileError.name(name), typeName: "numbers") {
            case .success(let shape): arrayShape = shape
            case .failure(let refusal): throw DataFileError(file: file, problem: refusal.problem)
            }
            let columnCount = shape[1]
            let size = itemSize
            if arrayShape == .transposed && !asGrid {
                return (0..<rows).map { row in
                    let cells = (0..<columnCount).map { column -> TypedCellTable.Cell in
                        let element = isFortranOrder ? column * rows + row : row * columnCount + column
                        return Self.cell(fields[0], at: base + element * size)
                    }
                    return TypedCellTable.Column(name: name.isEmpty ? "row \(row)" : "\(name) row \(row)", cells: cells)
                }
            }
            return (0..<columnCount).map { column in
                let cells = (0..<rows).map { row -> TypedCellTable.Cell in
                    let element = isFortranOrder ? column * rows + row : row * columnCount + column
                    return Self.cell(fields[0], at: base + element * size)
                }
                let prefix = name.isEmpty ? "column" : name
                return TypedCellTable.Column(name: columnCount == 1 && !name.isEmpty ? name : "\(prefix) \(column)", cells: cells)
            }
        }
        return fields.map { field in
            TypedCellTable.Column(name: field.name, cells: (0..<rows).map { Self.cell(field, at: base + $0 * itemSize + field.offset) })
        }
    }

    private static func cell(_ field: Field, at pointer: UnsafeRawPointer) -> TypedCellTable.Cell {
        switch field.type {
        case .numeric(let type):
            let value = type.value(at: pointer)
            switch type.kind {
            case .boolean: return .boolean(value != 0)
            case .signed, .unsigned: return .integer(value)
            case .float: return value.isNaN ? .empty : .number(value)
            }
        case .datetime(let perUnit, let isDate):
            var raw = pointer.loadUnaligned(as: Int64.self)
            if field.isBigEndian { raw = raw.byteSwapped }
            // NaT is the smallest Int64.
            return raw == Int64.min ? .empty : .time(Double(raw) * perUnit, isDate: isDate)
        case .text(let width, let count):
            var scalars = String.UnicodeScalarView()
            for index in 0..<count {
                let code: UInt32
                if width == 4 {
                    let raw = pointer.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
                    code = field.isBigEndian ? raw.byteSwapped : raw
                } else {
                    code = UInt32(pointer.load(fromByteOffset: index, as: UInt8.self))
                }
                if code == 0 { break }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            }
            return scalars.isEmpty ? .empty : .text(String(scalars))
        }
    }

    /// The text between the first pair of quotes.
    private static func quoted(in text: String) -> String? {
        guard let quote = text.first, quote == "'" || quote == "\"" else { return nil }
        let rest = text.dropFirst()
        guard let end = rest.firstIndex(of: quote) else { return nil }
        return String(rest[..<end])
    }

    private static func fieldType(_ descriptor: String, file: String, field: String) throws(DataFileError) -> FieldType {
        let characters = Array(descriptor)
        guard characters.count >= 2 else {
            throw DataFileError(file: file, problem: "\(DataFileError.name(field)): type \(DataFileError.quoted(descriptor)) is not read")
        }
        let code = characters[1]
        let rest = String(characters[2...])
        switch code {
        case "M":
            // datetime64[unit]
            guard rest.hasPrefix("8["), rest.hasSuffix("]") else { break }
            let unit = String(rest.dropFirst(2).dropLast())
            let perUnit: [String: (Double, Bool)] = [
                "Y": (365.2425 * 86_400, true), "W": (7 * 86_400, true), "D": (86_400, true), "h": (3600, false),
                "m": (60, false), "s": (1, false), "ms": (1e-3, false), "us": (1e-6, false), "ns": (1e-9, false),
            ]
            // Months and years are not whole seconds: refused rather than approximated.
            guard let (seconds, isDate) = perUnit[unit], unit != "Y" else { break }
            return .datetime(secondsPerUnit: seconds, isDate: isDate)
        case "U", "S":
            guard let count = Int(rest), count > 0, count < 1 << 20 else { break }
            return .text(bytesPerCharacter: code == "U" ? 4 : 1, count: count)
        default:
            do {
                return .numeric(try NumericType(npyDescriptor: descriptor))
            } catch {
                break
            }
        }
        throw DataFileError(file: file, problem: "\(DataFileError.name(field)): type \(DataFileError.quoted(descriptor)) is not read (numbers, booleans, datetime64 and strings are)")
    }

    /// `[('t', '<f8'), ('v', '<i4')]`: the fields in order with their offsets (packed, as
    /// NumPy lays out a dtype given as a list). Nested records and sub-arrays are refused.
    private static func parseRecord(_ text: String, file: String, name: String) throws(DataFileError) -> ([Field], Int) {
        var fields: [Field] = []
        var offset = 0
        var rest = Substring(text.dropFirst())
        while true {
            rest = rest.drop { $0 == " " || $0 == "," }
            if rest.hasPrefix("]") { break }
            guard rest.hasPrefix("("), let close = rest.firstIndex(of: ")") else {
                throw DataFileError(file: file, problem: "\(DataFileError.name(name)): a record type that is not read (nested records or sub-arrays)")
            }
            let tuple = rest[rest.index(after: rest.startIndex)..<close]
            var parts: [String] = []
            var current: String?
            var quote: Character?
            for character in tuple {
                if let open = quote {
                    if character == open { parts.append(current ?? ""); current = nil; quote = nil } else { current!.append(character) }
                } else if character == "'" || character == "\"" {
                    quote = character
                    current = ""
                } else if character == "(" || character == "[" {
                    throw DataFileError(file: file, problem: "\(DataFileError.name(name)): field \(DataFileError.name(parts.first ?? "?")) is a sub-array or nested record, not read")
                }
            }
            guard parts.count == 2 else {
                throw DataFileError(file: file, problem: "\(DataFileError.name(name)): a record type that is not read (a field with a title or a shape)")
            }
            // Padding (an unnamed void field, as NumPy writes aligned records).
            if parts[0].isEmpty, parts[1].count >= 3, Array(parts[1])[1] == "V", let size = Int(parts[1].dropFirst(2)), size >= 0 {
                offset += size
                rest = rest[rest.index(after: close)...]
                continue
            }
            let type = try fieldType(parts[1], file: file, field: "\(name) field \(parts[0])")
            fields.append(Field(name: parts[0], type: type, offset: offset, isBigEndian: parts[1].hasPrefix(">")))
            offset += type.size
            rest = rest[rest.index(after: close)...]
        }
        guard !fields.isEmpty else { throw DataFileError(file: file, problem: "\(DataFileError.name(name)): a record type with no fields") }
        return (fields, offset)
    }
}

extension NpyArray.FieldType {
    var isText: Bool {
        if case .text = self { return true }
        return false
    }
}

extension NpyArray {
    static let readShapes = "1-D and 2-D arrays (and 1-D record arrays) are read"
    static let textGrid = "a 2-D array of text is not read"

    /// ` (100 × 275 × 1)`, or nothing for a shape too long to say.
    static func shapeText(_ shape: [Int]) -> String {
        shape.count <= 8 ? " (" + shape.map(String.init).joined(separator: " × ") + ")" : ""
    }

    /// Whether `error` says an array's shape is one no table holds (which an archive skips).
    static func isShapeNoTableHolds(_ error: DataFileError) -> Bool {
        error.problem.hasSuffix(readShapes) || error.problem.hasSuffix(textGrid)
    }
}
