@testable import ChartData
import Foundation
import XCTest

/// `.npy` headers of every type and byte order, shapes and orders, raw columns, and files that are
/// short or change while mapped.
final class NpyFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("npy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A `.npy` file as NumPy writes it: magic, version, padded header, then `data`.
    private func npy(_ descr: String, shape: String, fortran: Bool = false, version: UInt8 = 1,
                     data: [UInt8], name: String = "a.npy") throws -> String {
        var header = "{'descr': '\(descr)', 'fortran_order': \(fortran ? "True" : "False"), 'shape': \(shape), }"
        let preamble = version == 1 ? 10 : 12
        while (preamble + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        var bytes: [UInt8] = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, version, 0]
        let length = header.utf8.count
        if version == 1 {
            bytes += [UInt8(length & 0xff), UInt8(length >> 8)]
        } else {
            bytes += [UInt8(length & 0xff), UInt8((length >> 8) & 0xff), UInt8((length >> 16) & 0xff), UInt8(length >> 24)]
        }
        bytes += Array(header.utf8) + data
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func bytes<T: FixedWidthInteger>(_ values: [T], bigEndian: Bool) -> [UInt8] {
        values.flatMap { value -> [UInt8] in
            withUnsafeBytes(of: bigEndian ? value.bigEndian : value.littleEndian) { Array($0) }
        }
    }

    func testEveryTypeAndByteOrder() throws {
        let values: [Double] = [0, 1, -2, 100, 3]
        for big in [false, true] {
            let order = big ? ">" : "<"
            let cases: [(String, [UInt8], [Double])] = [
                ("f8", bytes(values.map { $0.bitPattern }, bigEndian: big), values),
                ("f4", bytes(values.map { Float($0).bitPattern }, bigEndian: big), values),
                ("f2", bytes([0x0000, 0x3c00, 0xc000, 0x5640, 0x4200] as [UInt16], bigEndian: big), values),
                ("i8", bytes(values.map { Int64($0) }, bigEndian: big), values),
                ("i4", bytes(values.map { Int32($0) }, bigEndian: big), values),
                ("i2", bytes(values.map { Int16($0) }, bigEndian: big), values),
                ("u8", bytes([0, 1, UInt64.max, 100, 3], bigEndian: big), [0, 1, Double(UInt64.max), 100, 3]),
                ("u4", bytes([0, 1, UInt32.max, 100, 3], bigEndian: big), [0, 1, Double(UInt32.max), 100, 3]),
                ("u2", bytes([0, 1, 65535, 100, 3] as [UInt16], bigEndian: big), [0, 1, 65535, 100, 3]),
            ]
            for (type, data, expected) in cases {
                let path = try npy(order + type, shape: "(5,)", data: data)
                let column = try NpyFile(path: path).column(0)
                XCTAssertEqual((0..<5).map { column[$0] }, expected, "\(order)\(type)")
            }
        }
        // Single-byte types take '|'.
        for (type, data, expected) in [("|i1", [0, 1, 0xfe, 100, 3], [0, 1, -2, 100, 3]),
                                       ("|u1", [0, 1, 0xfe, 100, 3], [0, 1, 254, 100, 3]),
                                       ("|b1", [0, 1, 1, 0, 1], [0, 1, 1, 0, 1])] as [(String, [UInt8], [Double])] {
            let column = try NpyFile(path: try npy(type, shape: "(5,)", data: data)).column(0)
            XCTAssertEqual(column.doubles(), expected, type)
        }
        // Half precision's special values.
        XCTAssertEqual(NumericType.half(0x7c00), .infinity)
        XCTAssertTrue(NumericType.half(0x7e00).isNaN)
        XCTAssertEqual(NumericType.half(0x0001), 0x1p-24)
    }

    func testContiguousFloat64IsReadInPlace() throws {
        let values = (0..<100).map { Double($0) * 0.5 }
        let path = try npy("<f8", shape: "(100,)", data: bytes(values.map(\.bitPattern), bigEndian: false))
        let file = try NpyFile(path: path)
        let column = try file.column(0)
        let sum = column.withContiguousDoubles(in: 10..<20) { buffer -> Double in
            XCTAssertEqual(UnsafeRawPointer(buffer.baseAddress!), file.mapped.base! + file.dataOffset + 80,
                           "the buffer is the mapped file itself")
            return buffer.reduce(0, +)
        }
        XCTAssertEqual(sum, (10..<20).map { Double($0) * 0.5 }.reduce(0, +))
        XCTAssertEqual(file.dataOffset % 64, 0)
    }

    func testTwoDimensionalArraysInBothOrders() throws {
        // 3 rows × 2 columns: (1, 10), (2, 20), (3, 30).
        let c = try NpyFile(path: try npy("<i4", shape: "(3, 2)", data: bytes([1, 10, 2, 20, 3, 30] as [Int32], bigEndian: false)))
        XCTAssertEqual(c.columnCount, 2)
        XCTAssertEqual(try c.column(0).doubles(), [1, 2, 3])
        XCTAssertEqual(try c.column(1).doubles(), [10, 20, 30])
        let f = try NpyFile(path: try npy("<i4", shape: "(3, 2)", fortran: true,
                                          data: bytes([1, 2, 3, 10, 20, 30] as [Int32], bigEndian: false), name: "f.npy"))
        XCTAssertEqual(try f.column(1).doubles(), [10, 20, 30])
        XCTAssertThrowsError(try f.column(2))
        let v2 = try NpyFile(path: try npy("<f8", shape: "(2,)", version: 2, data: bytes([1.5, 2.5].map(\.bitPattern),
                                                                                           bigEndian: false), name: "v2.npy"))
        XCTAssertEqual(try v2.column(0).doubles(), [1.5, 2.5])
    }

    func testBadFilesGiveOneLineErrors() throws {
        func error(_ body: () throws -> Void) -> BinaryFileError? {
            do { try body() } catch let e as BinaryFileError { return e } catch { return nil }
            return nil
        }
        // Truncated data: the header promises 5 doubles, 4 and a half are there.
        let short = try npy("<f8", shape: "(5,)", data: [UInt8](repeating: 0, count: 36))
        XCTAssertEqual(error { _ = try NpyFile(path: short) },
                       .truncated(path: short, expectedBytes: 128 + 40, actualBytes: 128 + 36))
        // Truncated header.
        let headerless = folder.appendingPathComponent("h.npy").path
        try Data([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, 100, 0, 0x7b]).write(to: URL(fileURLWithPath: headerless))
        guard case .truncated? = error({ _ = try NpyFile(path: headerless) }) else { return XCTFail("header cut short") }
        // Not npy at all, unsupported types and shapes.
        let text = folder.appendingPathComponent("t.npy").path
        try Data("x,y\n1,2\n".utf8).write(to: URL(fileURLWithPath: text))
        guard case .invalidHeader? = error({ _ = try NpyFile(path: text) }) else { return XCTFail("text file") }
        XCTAssertEqual(error { _ = try NpyFile(path: try npy("<c16", shape: "(1,)", data: [], name: "c.npy")) },
                       .unsupportedType("<c16"))
        guard case .unsupportedShape? = error({ _ = try NpyFile(path: try npy("<f8", shape: "(1, 1, 1)", data: [UInt8](repeating: 0, count: 8), name: "s.npy")) })
        else { return XCTFail("3-D") }
        guard case .cannotOpen? = error({ _ = try NpyFile(path: folder.appendingPathComponent("missing.npy").path) })
        else { return XCTFail("missing") }
        XCTAssertTrue(BinaryFileError.truncated(path: "a.npy", expectedBytes: 10, actualBytes: 5).description
            .hasPrefix("a.npy: truncated"))
        // A huge shape does not overflow into a small size.
        guard case .sizeOverflow? = error({ _ = try NpyFile(path: try npy("<f8", shape: "(4611686018427387904,)", data: [], name: "o.npy")) })
        else { return XCTFail("overflowing shape") }
    }

    func testAFileTruncatedWhileMappedIsAnErrorNotACrash() throws {
        let values = (0..<4096).map(Double.init)
        let path = try npy("<f8", shape: "(4096,)", data: bytes(values.map(\.bitPattern), bigEndian: false))
        let file = try NpyFile(path: path)
        let before = try file.column(0)
        XCTAssertEqual(before[4095], 4095)
        // Another process truncates it.
        XCTAssertEqual(truncate(path, 100), 0)
        XCTAssertThrowsError(try file.column(0)) { error in
            guard case BinaryFileError.changedWhileMapped(_, let mapped, let now)? = error as? BinaryFileError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(mapped, 128 + 4096 * 8)
            XCTAssertEqual(now, 100)
        }
        XCTAssertThrowsError(try file.mapped.checkUnchanged())
    }

    func testRawColumnsAndEvenSpacing() throws {
        let path = folder.appendingPathComponent("raw.f32").path
        try Data(bytes([1.5, -2, 3].map { Float($0).bitPattern }, bigEndian: false)).write(to: URL(fileURLWithPath: path))
        let column = try RawColumnFile.open(path: path, type: try NumericType(name: "f32"))
        XCTAssertEqual(column.doubles(), [1.5, -2, 3])
        XCTAssertThrowsError(try RawColumnFile.open(path: path, type: try NumericType(name: "f64")), "12 bytes is not whole doubles")
        XCTAssertThrowsError(try NumericType(name: "f24"))
        XCTAssertThrowsError(try NumericType(name: "x"))
        let x = EvenlySpacedColumn(start: 10, step: 0.5, count: 4)
        XCTAssertEqual(x.doubles(), [10, 10.5, 11, 11.5])
        XCTAssertEqual(ArrayColumn([1, 2, 3]).doubles(in: 1..<3), [2, 3])
    }
}
