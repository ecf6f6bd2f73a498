/// The element type of a binary column: what a `.npy` header's `descr` or `chartview --dtype`
/// names, with its byte order.
///
/// ```swift
/// let type = try NumericType(npyDescriptor: "<f8")   // little-endian Float64
/// let raw = try NumericType(name: "i32")              // little-endian Int32
/// ```
public struct NumericType: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case float, signed, unsigned, boolean }

    public var kind: Kind
    /// Bytes per element: 1, 2, 4 or 8 (floats: 2, 4 or 8).
    public var size: Int
    /// Whether multi-byte elements are stored big-endian.
    public var isBigEndian: Bool

    public init(kind: Kind, size: Int, isBigEndian: Bool = false) {
        self.kind = kind
        self.size = size
        self.isBigEndian = isBigEndian
    }

    /// A NumPy type string such as `<f8`, `>i4`, `|u1`, `|b1`, `=f4` (native: little-endian here).
    public init(npyDescriptor: String) throws(BinaryFileError) {
        let characters = Array(npyDescriptor)
        guard characters.count >= 3, let size = Int(String(characters[2...])) else {
            throw .unsupportedType(npyDescriptor)
        }
        switch characters[0] {
        case "<", "|", "=": isBigEndian = false
        case ">": isBigEndian = true
        default: throw .unsupportedType(npyDescriptor)
        }
        switch characters[1] {
        case "f" where [2, 4, 8].contains(size): kind = .float
        case "i" where [1, 2, 4, 8].contains(size): kind = .signed
        case "u" where [1, 2, 4, 8].contains(size): kind = .unsigned
        case "b" where size == 1: kind = .boolean
        default: throw .unsupportedType(npyDescriptor)
        }
        self.size = size
    }

    /// A raw column's type by name, little-endian: `f64`, `f32`, `f16`, `i64`, `i32`, `i16`, `i8`,
    /// `u64`, `u32`, `u16`, `u8`.
    public init(name: String) throws(BinaryFileError) {
        let lower = name.lowercased()
        guard let first = lower.first, let bits = Int(lower.dropFirst()), bits % 8 == 0 else {
            throw .unsupportedType(name)
        }
        switch first {
        case "f" where [16, 32, 64].contains(bits): kind = .float
        case "i" where [8, 16, 32, 64].contains(bits): kind = .signed
        case "u" where [8, 16, 32, 64].contains(bits): kind = .unsigned
        default: throw .unsupportedType(name)
        }
        size = bits / 8
        isBigEndian = false
    }

    /// The element at `pointer` as a Double (64-bit integers beyond 2^53 round to the nearest).
    @inline(__always)
    func value(at pointer: UnsafeRawPointer) -> Double {
        switch (kind, size) {
        case (.float, 8):
            let bits = pointer.loadUnaligned(as: UInt64.self)
            return Double(bitPattern: isBigEndian ? bits.byteSwapped : bits)
        case (.float, 4):
            let bits = pointer.loadUnaligned(as: UInt32.self)
            return Double(Float(bitPattern: isBigEndian ? bits.byteSwapped : bits))
        case (.float, 2):
            let bits = pointer.loadUnaligned(as: UInt16.self)
            return Self.half(isBigEndian ? bits.byteSwapped : bits)
        case (.signed, 8):
            let bits = pointer.loadUnaligned(as: UInt64.self)
            return Double(Int64(bitPattern: isBigEndian ? bits.byteSwapped : bits))
        case (.signed, 4):
            let bits = pointer.loadUnaligned(as: UInt32.self)
            return Double(Int32(bitPattern: isBigEndian ? bits.byteSwapped : bits))
        case (.signed, 2):
            let bits = pointer.loadUnaligned(as: UInt16.self)
            return Double(Int16(bitPattern: isBigEndian ? bits.byteSwapped : bits))
        case (.signed, _):
            return Double(Int8(bitPattern: pointer.load(as: UInt8.self)))
        case (.unsigned, 8):
            let bits = pointer.loadUnaligned(as: UInt64.self)
            return Double(isBigEndian ? bits.byteSwapped : bits)
        case (.unsigned, 4):
            let bits = pointer.loadUnaligned(as: UInt32.self)
            return Double(isBigEndian ? bits.byteSwapped : bits)
        case (.unsigned, 2):
            let bits = pointer.loadUnaligned(as: UInt16.self)
            return Double(isBigEndian ? bits.byteSwapped : bits)
        case (.unsigned, _), (.boolean, _):
            return Double(pointer.load(as: UInt8.self))
        case (.float, _):
            return .nan
        }
    }

    /// IEEE 754 half precision to Double (subnormals, infinities and NaN included).
    static func half(_ bits: UInt16) -> Double {
        let sign = (bits & 0x8000) != 0 ? -1.0 : 1.0
        let exponent = Int((bits >> 10) & 0x1f), fraction = Double(bits & 0x3ff)
        switch exponent {
        case 0: return sign * fraction * 0x1p-24
        case 31: return fraction == 0 ? sign * .infinity : .nan
        default: return sign * (1 + fraction / 1024) * Double(sign: .plus, exponent: exponent - 15, significand: 1)
        }
    }
}
