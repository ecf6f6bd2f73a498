import ChartKit
@testable import ChartViewer
import Foundation
import XCTest

/// `chartview` opening `.npy` files and raw binary columns.
final class BinaryFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func npy(_ descr: String, shape: String, data: [UInt8]) -> [UInt8] {
        var header = "{'descr': '\(descr)', 'fortran_order': False, 'shape': \(shape), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        return [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, 1, 0, UInt8(header.utf8.count & 0xff), UInt8(header.utf8.count >> 8)]
            + Array(header.utf8) + data
    }

    private func littleEndian(_ values: [Double]) -> [UInt8] {
        values.flatMap { v in withUnsafeBytes(of: v.bitPattern.littleEndian) { Array($0) } }
    }

    func testOneDimensionalNpyIsYOverEvenlySpacedX() throws {
        let path = try write(npy("<f8", shape: "(4,)", data: littleEndian([3, 1, 4, 1])), "y.npy")
        let (chart, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--x-start", "10", "--x-step", "0.5"]))
        XCTAssertEqual(chart.data(forSeriesAt: 0).x, [10, 10.5, 11, 11.5])
        XCTAssertEqual(chart.data(forSeriesAt: 0).y, [3, 1, 4, 1])
    }

    func testTwoDimensionalNpyHasXFirst() throws {
        let path = try write(npy("<f8", shape: "(2, 3)", data: littleEndian([0, 5, 7, 1, 6, 8])), "xy.npy")
        let (chart, _) = try ChartFactory.makeChart(path: path, options: ChartOptions.parse(["--type", "scatter"]))
        XCTAssertEqual(chart.series.count, 2)
        XCTAssertEqual(chart.data(forSeriesAt: 1).x, [0, 1])
        XCTAssertEqual(chart.data(forSeriesAt: 1).y, [7, 8])
    }

    func testRawColumnsAndErrorsNameTheFile() throws {
        let raw = try write([1, 0, 2, 0, 0xff, 0xff], "counts.bin")
        let (chart, _) = try ChartFactory.makeChart(path: raw, options: ChartOptions.parse(["--dtype", "i16"]))
        XCTAssertEqual(chart.data(forSeriesAt: 0).y, [1, 2, -1])
        XCTAssertThrowsError(try ChartFactory.makeChart(path: raw, options: ChartOptions.parse(["--dtype", "f64"]))) {
            XCTAssertEqual("\($0)", "\(raw): truncated: 6 bytes, the header promises 8")
        }
        XCTAssertThrowsError(try ChartFactory.makeChart(path: raw, options: ChartOptions.parse(["--dtype", "q7"]))) {
            XCTAssertEqual("\($0)", "\(raw): unsupported element type 'q7'")
        }
        let short = try write(Array(npy("<f8", shape: "(4,)", data: littleEndian([1, 2])).dropLast(3)), "short.npy")
        XCTAssertThrowsError(try ChartFactory.makeChart(path: short, options: ChartOptions.parse([]))) {
            XCTAssertTrue("\($0)".hasPrefix("\(short): truncated"), "\($0)")
        }
    }
}
