/// Reads Thrift's compact protocol, the encoding of Parquet's footer and page headers, from a
/// byte buffer, checking every length against the bytes left: a hostile file gives an error,
/// never a read past the buffer or an allocation larger than the buffer.
///
/// Only what Parquet needs: struct fields (a delta or explicit field id and a type nibble),
/// zigzag varints, binary, lists, and skipping any value of a type the reader does not want
/// (Thrift compact protocol specification, "struct encoding" and "list and set").
struct ThriftCompactReader {
    /// The compact protocol's type nibbles.
    enum FieldType: UInt8 {
        case stop = 0, booleanTrue = 1, booleanFalse = 2, byte = 3, i16 = 4, i32 = 5, i64 = 6
        case double = 7, binary = 8, list = 9, set = 10, map = 11, structure = 12
    }

    struct Malformed: Error {
        var reason: String
    }

    let bytes: UnsafeRawBufferPointer
    private(set) var position: Int
    /// Nesting depth of structs and lists now open: hostile footers nest without end.
    private var depth = 0
    private static let maximumDepth = 64

    init(_ bytes: UnsafeRawBufferPointer, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var remaining: Int { bytes.count - position }

    mutating func byte() throws(Malformed) -> UInt8 {
        guard position < bytes.count else { throw Malformed(reason: "metadata ends early") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func varint() throws(Malformed) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            result |= UInt64(b & 0x7f) << shift
            if b & 0x80 == 0 { return result }
            shift += 7
            guard shift < 64 else { throw Malformed(reason: "a varint longer than 10 bytes") }
        }
    }

    mutating func i64() throws(Malformed) -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    mutating func i32() throws(Malformed) -> Int32 {
        let value = try i64()
        guard let narrowed = Int32(exactly: value) else { throw Malformed(reason: "an i32 out of range") }
        return narrowed
    }

    /// A non-negative i32 or i64 that counts or sizes something.
    mutating func count(_ what: String) throws(Malformed) -> Int {
        let value = try i64()
        guard value >= 0 else { throw Malformed(reason: "negative \(what)") }
        return Int(value)
    }

    mutating func double() throws(Malformed) -> Double {
        guard remaining >= 8 else { throw Malformed(reason: "metadata ends early") }
        let bits = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        position += 8
        return Double(bitPattern: bits)
    }

    mutating func binary() throws(Malformed) -> UnsafeRawBufferPointer {
        let length = try varint()
        guard length <= UInt64(remaining) else { throw Malformed(reason: "a string longer than the metadata") }
        let start = position
        position += Int(length)
        return UnsafeRawBufferPointer(rebasing: bytes[start..<position])
    }

    mutating func string() throws(Malformed) -> String {
        String(decoding: try binary(), as: UTF8.self)
    }

    /// Reads a struct: `field(id, type)` is called for each field and must read or skip its value.
    mutating func readStruct(_ field: (inout ThriftCompactReader, Int16, FieldType) throws(Malformed) -> Void) throws(Malformed) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw Malformed(reason: "metadata nested too deep") }
        defer { depth -= 1 }
        var lastID: Int16 = 0
        while true {
            let header = try byte()
            guard let type = FieldType(rawValue: header & 0x0f) else { throw Malformed(reason: "unknown field type \(header & 0x0f)") }
            if type == .stop { return }
            let delta = Int16(header >> 4)
            let id: Int16
            if delta != 0 {
                id = lastID &+ delta
            } else {
                let explicit = try i64()
                guard let narrowed = Int16(exactly: explicit) else { throw Malformed(reason: "field id out of range") }
                id = narrowed
            }
            lastID = id
            try field(&self, id, type)
        }
    }

    /// Reads a list header: the element type and count (each element takes at least one byte,
    /// so a count beyond the bytes left is refused before anything is allocated for it).
    mutating func listHeader() throws(Malformed) -> (FieldType, Int) {
        let header = try byte()
        guard let type = FieldType(rawValue: header & 0x0f) else { throw Malformed(reason: "unknown list element type") }
        var count = Int(header >> 4)
        if count == 15 {
            let long = try varint()
            guard long <= UInt64(remaining) else { throw Malformed(reason: "a list longer than the metadata") }
            count = Int(long)
        }
        guard count <= remaining else {
            throw Malformed(reason: "a list longer than the metadata")
        }
        return (type, count)
    }

    /// Reads a list of `element`s (each call reads one).
    mutating func readList<T>(_ element: (inout ThriftCompactReader, FieldType) throws(Malformed) -> T) throws(Malformed) -> [T] {
        depth += 1
        guard depth <= Self.maximumDepth else { throw Malformed(reason: "metadata nested too deep") }
        defer { depth -= 1 }
        let (type, count) = try listHeader()
        var result: [T] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try element(&self, type)) }
        return result
    }

    /// A boolean struct field: its value is in the type nibble.
    static func boolean(_ type: FieldType) -> Bool { type == .booleanTrue }

    /// Skips one value of `type`.
    mutating func skip(_ type: FieldType) throws(Malformed) {
        switch type {
        case .stop: throw Malformed(reason: "a stop where a value belongs")
        case .booleanTrue, .booleanFalse: return
        case .byte: _ = try byte()
        case .i16, .i32, .i64: _ = try varint()
        case .double: _ = try double()
        case .binary: _ = try binary()
        case .list, .set:
            depth += 1
            guard depth <= Self.maximumDepth else { throw Malformed(reason: "metadata nested too deep") }
            defer { depth -= 1 }
            let (elementType, count) = try listHeader()
            for _ in 0..<count {
                // Booleans inside containers take one byte each.
                if elementType == .booleanTrue || elementType == .booleanFalse { _ = try byte() } else { try skip(elementType) }
            }
        case .map:
            depth += 1
            guard depth <= Self.maximumDepth else { throw Malformed(reason: "metadata nested too deep") }
            defer { depth -= 1 }
            let count = try varint()
            guard count <= UInt64(remaining) else { throw Malformed(reason: "a map longer than the metadata") }
            if count == 0 { return }
            let types = try byte()
            guard let key = FieldType(rawValue: types >> 4), let value = FieldType(rawValue: types & 0x0f) else {
                throw Malformed(reason: "unknown map element type")
            }
            for _ in 0..<count {
                try skip(key)
                try skip(value)
            }
        case .structure:
            try readStruct { (reader, _, type) throws(Malformed) in try reader.skip(type) }
        }
    }
}
