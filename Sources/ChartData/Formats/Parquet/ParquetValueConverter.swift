import Foundation

/// Turns a column's physical values into what a `DataTable` holds: numbers (seconds since 1970
/// for instants and dates, scaled decimals) or text.
struct ParquetValueConverter {
    let column: ParquetColumn

    init(column: ParquetColumn) { self.column = column }

    var isText: Bool { column.meaning == .text }

    /// Days between the Julian day count's origin and 1970-01-01 (INT96 timestamps).
    private static let julianDayOf1970: Int64 = 2_440_588

    /// A signed 64-bit count as a Double of its meaning.
    @inline(__always)
    func number(_ value: Int64) -> Double {
        switch column.meaning {
        case .integer(let signed):
            if signed { return Double(value) }
            // UINT_32 and narrower arrive sign-extended in INT32: reinterpret at the physical width.
            return column.physicalType == 1 ? Double(UInt32(truncatingIfNeeded: value)) : Double(UInt64(bitPattern: value))
        case .date: return Double(value) * 86_400
        case .instant(let units), .timeOfDay(let units):
            // Whole seconds and the fraction apart, so nanoseconds since 1970 keep their precision.
            let (seconds, rest) = value.quotientAndRemainder(dividingBy: units)
            return Double(seconds) + Double(rest) / Double(units)
        case .decimal(let scale): return Double(value) / pow(10, Double(scale))
        default: return Double(value)
        }
    }

    /// Decimal bytes: a big-endian two's complement integer over 10^scale.
    func decimal(_ bytes: UnsafeRawBufferPointer) -> Double {
        guard let first = bytes.first else { return .nan }
        var value = Double(Int8(bitPattern: first))
        for byte in bytes.dropFirst() { value = value * 256 + Double(byte) }
        if case .decimal(let scale) = column.meaning { value /= pow(10, Double(scale)) }
        return value
    }

    /// `count` PLAIN values of a fixed-width type (`column.fixedWidth` bytes each) from `bytes`,
    /// appended to `output`.
    func numbers(plain bytes: UnsafeRawBufferPointer, count: Int, into output: inout [Double]) {
        guard [1, 2, 3, 4, 5, 7].contains(column.physicalType) else { return }
        let start = output.count
        output.append(contentsOf: repeatElement(0, count: count))
        output.withUnsafeMutableBufferPointer { numbers(plain: bytes, count: count, writingTo: UnsafeMutableBufferPointer(rebasing: $0[start...])) }
    }

    /// `count` PLAIN values of a fixed-width type from `bytes`, written to `target` (at least
    /// `count` long): straight from the page into the final column.
    func numbers(plain bytes: UnsafeRawBufferPointer, count: Int, writingTo target: UnsafeMutableBufferPointer<Double>) {
        precondition(target.count >= count)
        switch column.physicalType {
        case 1:
            for i in 0..<count { target[i] = number(Int64(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: Int32.self)))) }
        case 2:
            for i in 0..<count { target[i] = number(Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 8, as: Int64.self))) }
        case 3:
            for i in 0..<count {
                let nanos = Int64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 12, as: Int64.self))
                let day = Int64(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 12 + 8, as: Int32.self)))
                target[i] = Double((day - Self.julianDayOf1970) * 86_400) + Double(nanos) / 1e9
            }
        case 4:
            for i in 0..<count { target[i] = Double(Float(bitPattern: UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))) }
        case 5:
            guard count > 0 else { return }
            // Little-endian hosts: one copy.
            UnsafeMutableRawPointer(target.baseAddress!).copyMemory(from: bytes.baseAddress!, byteCount: count * 8)
            #if _endian(big)
            for i in 0..<count { target[i] = Double(bitPattern: UInt64(littleEndian: target[i].bitPattern)) }
            #endif
        case 7:
            let width = column.typeLength
            for i in 0..<count {
                let value = UnsafeRawBufferPointer(rebasing: bytes[(i * width)..<((i + 1) * width)])
                target[i] = column.meaning == .float16 ? Self.half(UInt16(value[0]) | UInt16(value[1]) << 8) : decimal(value)
            }
        default:
            for i in 0..<count { target[i] = 0 }
        }
    }

    /// IEEE half precision bits as a Double (Float16 is not on every platform Swift builds for).
    static func half(_ bits: UInt16) -> Double {
        let sign: Double = bits & 0x8000 != 0 ? -1 : 1
        let exponent = Int((bits >> 10) & 0x1f)
        let fraction = Double(bits & 0x3ff)
        switch exponent {
        case 0: return sign * fraction * pow(2, -24)
        case 31: return fraction == 0 ? sign * .infinity : .nan
        default: return sign * (1 + fraction / 1024) * pow(2, Double(exponent - 15))
        }
    }

    /// Byte arrays as numbers (decimals) or text.
    func numbers(_ arrays: ParquetEncodings.ByteArrays, into output: inout [Double]) {
        arrays.data.withUnsafeBytes { data in
            for i in 0..<arrays.count { output.append(decimal(UnsafeRawBufferPointer(rebasing: data[arrays.range(i)]))) }
        }
    }

    func texts(_ arrays: ParquetEncodings.ByteArrays, into output: inout [String]) {
        output.reserveCapacity(output.count + arrays.count)
        arrays.data.withUnsafeBytes { data in
            for i in 0..<arrays.count { output.append(String(decoding: data[arrays.range(i)], as: UTF8.self)) }
        }
    }

    /// A statistics value (the PLAIN encoding of one value, byte arrays without their length)
    /// as a number; nil when it has the wrong size.
    func statisticValue(_ bytes: [UInt8]) -> Double? {
        bytes.withUnsafeBytes { raw -> Double? in
            switch column.physicalType {
            case 0: return raw.count == 1 ? Double(raw[0] & 1) : nil
            case 6: return column.meaning == .text ? nil : decimal(raw)
            case 7:
                guard raw.count == column.typeLength else { return nil }
            default:
                guard column.fixedWidth > 0, raw.count == column.fixedWidth else { return nil }
            }
            var output: [Double] = []
            numbers(plain: raw, count: 1, into: &output)
            return output.first
        }
    }
}
