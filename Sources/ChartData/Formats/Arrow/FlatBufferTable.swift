/// A table inside a FlatBuffers buffer (Arrow IPC's metadata: `Schema.fbs`, `Message.fbs`,
/// `File.fbs`), read field by field with every offset checked against the buffer: a hostile
/// buffer gives an error, never a read outside it.
///
/// Layout (FlatBuffers' "binary format"): a table starts with a signed 32-bit offset back to its
/// vtable; the vtable holds its own size, the table's size, and one 16-bit offset per field
/// (0: absent, the default applies). Tables, vectors and strings are referred to by unsigned
/// 32-bit offsets from where the reference is stored; a vector starts with its 32-bit length.
struct FlatBufferTable {
    struct Malformed: Error {
        var reason: String
    }

    let buffer: UnsafeRawBufferPointer
    let position: Int
    private let vtable: Int
    private let vtableSize: Int

    /// The root table: the buffer starts with its offset.
    init(root buffer: UnsafeRawBufferPointer) throws(Malformed) {
        guard buffer.count >= 4 else { throw Malformed(reason: "metadata shorter than its root offset") }
        let offset = Int(UInt32(littleEndian: buffer.loadUnaligned(as: UInt32.self)))
        try self.init(buffer, at: offset)
    }

    init(_ buffer: UnsafeRawBufferPointer, at position: Int) throws(Malformed) {
        guard position >= 0, position <= buffer.count - 4 else { throw Malformed(reason: "a table outside the metadata") }
        self.buffer = buffer
        self.position = position
        let back = Int(Int32(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: Int32.self)))
        let vtable = position - back
        guard vtable >= 0, vtable <= buffer.count - 4 else { throw Malformed(reason: "a vtable outside the metadata") }
        let size = Int(UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: vtable, as: UInt16.self)))
        guard size >= 4, size % 2 == 0, size <= buffer.count - vtable else { throw Malformed(reason: "a vtable of \(size) bytes") }
        self.vtable = vtable
        self.vtableSize = size
    }

    /// Where field `index` is stored, nil when absent; `width` bytes must fit in the buffer.
    private func fieldPosition(_ index: Int, width: Int) throws(Malformed) -> Int? {
        let entry = 4 + 2 * index
        guard entry + 2 <= vtableSize else { return nil }
        let offset = Int(UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: vtable + entry, as: UInt16.self)))
        guard offset != 0 else { return nil }
        let at = position + offset
        guard at <= buffer.count - width else { throw Malformed(reason: "field \(index) outside the metadata") }
        return at
    }

    func int<T: FixedWidthInteger>(_ index: Int, as type: T.Type = T.self, default value: T = 0) throws(Malformed) -> T {
        guard let at = try fieldPosition(index, width: MemoryLayout<T>.size) else { return value }
        return T(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: T.self))
    }

    func bool(_ index: Int, default value: Bool = false) throws(Malformed) -> Bool {
        try int(index, as: UInt8.self, default: value ? 1 : 0) != 0
    }

    /// The position a reference field (table, vector, string) points to.
    private func target(_ index: Int) throws(Malformed) -> Int? {
        guard let at = try fieldPosition(index, width: 4) else { return nil }
        let (result, overflow) = at.addingReportingOverflow(Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt32.self))))
        guard !overflow, result <= buffer.count - 4 else { throw Malformed(reason: "field \(index) points outside the metadata") }
        return result
    }

    func table(_ index: Int) throws(Malformed) -> FlatBufferTable? {
        guard let at = try target(index) else { return nil }
        return try FlatBufferTable(buffer, at: at)
    }

    func string(_ index: Int) throws(Malformed) -> String? {
        guard let at = try target(index) else { return nil }
        let length = Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
        guard length <= buffer.count - at - 4 else { throw Malformed(reason: "a string past the metadata") }
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[(at + 4)..<(at + 4 + length)]), as: UTF8.self)
    }

    /// A vector of `elementSize`-byte elements: where its first element is and how many.
    func vector(_ index: Int, elementSize: Int) throws(Malformed) -> (start: Int, count: Int)? {
        guard let at = try target(index) else { return nil }
        let count = Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
        let (bytes, overflow) = count.multipliedReportingOverflow(by: elementSize)
        guard !overflow, bytes <= buffer.count - at - 4 else { throw Malformed(reason: "a vector past the metadata") }
        return (at + 4, count)
    }

    /// A vector of tables.
    func tables(_ index: Int) throws(Malformed) -> [FlatBufferTable] {
        guard let (start, count) = try vector(index, elementSize: 4) else { return [] }
        var result: [FlatBufferTable] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let slot = start + 4 * i
            let (at, overflow) = slot.addingReportingOverflow(Int(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: slot, as: UInt32.self))))
            guard !overflow else { throw Malformed(reason: "a table outside the metadata") }
            result.append(try FlatBufferTable(buffer, at: at))
        }
        return result
    }

    /// A little-endian integer at an absolute position (inside a struct vector).
    func load<T: FixedWidthInteger>(_ type: T.Type, at position: Int) -> T {
        T(littleEndian: buffer.loadUnaligned(fromByteOffset: position, as: T.self))
    }
}
