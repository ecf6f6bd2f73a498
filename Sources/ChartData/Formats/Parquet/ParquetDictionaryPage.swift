/// A column chunk's dictionary page kept as its decompressed PLAIN bytes, unconverted, for a
/// stride sample (`ParquetChunkDecoder.decode(sample:)`): the sample's rows name a few hundred
/// of a chunk's entries, where pyarrow writes a dictionary of up to 1 MiB (as many entries as
/// rows in a column of distinct values), so converting every entry cost nearly what the full
/// load's conversion does. The entries the kept rows name are copied out and converted alone.
struct ParquetDictionaryPage {
    let bytes: [UInt8]
    let count: Int
    /// Of a BYTE_ARRAY dictionary, where each entry (its 4-byte length and bytes) ends; empty
    /// for a fixed width.
    private let ends: [Int]
    private let width: Int

    /// Nil for a dictionary this does not keep unconverted (booleans, which are never
    /// dictionary-encoded, or no width): the caller converts it whole as before.
    init?(bytes: [UInt8], count: Int, column: ParquetColumn) throws(ParquetEncodings.Malformed) {
        self.bytes = bytes
        self.count = count
        if column.physicalType == 6 {
            width = 0
            var ends: [Int] = []
            ends.reserveCapacity(count)
            var position = 0
            for _ in 0..<count {
                guard bytes.count - position >= 4 else { throw .init(reason: "a byte array past the page") }
                let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8 | Int(bytes[position + 2]) << 16 | Int(bytes[position + 3]) << 24
                guard length <= bytes.count - position - 4 else { throw .init(reason: "a byte array past the page") }
                position += 4 + length
                ends.append(position)
            }
            self.ends = ends
        } else {
            guard column.physicalType != 0, column.fixedWidth > 0 else { return nil }
            width = column.fixedWidth
            let (needed, overflow) = count.multipliedReportingOverflow(by: width)
            guard !overflow, needed <= bytes.count else {
                throw .init(reason: "\(count) values need \(needed) bytes, the page has \(bytes.count)")
            }
            ends = []
        }
    }

    /// The entries `indices` name, one after another in PLAIN layout (what `count` PLAIN values
    /// of the column are), ready to convert as a page of `indices.count` values.
    func plainEntries(_ indices: [UInt32]) throws(ParquetEncodings.Malformed) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(width > 0 ? indices.count * width : indices.count * 8)
        for index in indices {
            let entry = Int(index)
            guard entry < count else { throw .init(reason: "dictionary index \(index) of \(count) entries") }
            if width > 0 {
                out.append(contentsOf: bytes[(entry * width)..<((entry + 1) * width)])
            } else {
                out.append(contentsOf: bytes[(entry == 0 ? 0 : ends[entry - 1])..<ends[entry]])
            }
        }
        return out
    }
}
