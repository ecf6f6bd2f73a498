@testable import ChartCore
import XCTest

/// A rolling window's column compacts its dead head (`RollingBuffer`), at once or, with
/// `compactsInSlices`, a slice per change: the values read are always the live ones, and in
/// slices every change copies a bounded slice and the fresh array takes over once it has caught up.
final class RollingBufferTests: XCTestCase {
    override func tearDown() {
        RollingBuffer.compactsInSlices = false
        super.tearDown()
    }

    /// Appends and removals of random sizes against a plain array, in both compaction modes.
    func testValuesMatchAPlainArrayThroughCompactions() {
        for sliced in [true, false] {
            RollingBuffer.compactsInSlices = sliced
            var buffer = RollingBuffer((0..<50_000).map(Double.init))
            var model = (0..<50_000).map(Double.init)
            var next = 50_000.0
            var random = SystemRandomNumberGenerator()
            var compactions = 0, previousHead = 0
            for _ in 0..<400 {
                let added = Int.random(in: 0...3_000, using: &random)
                let values = (0..<added).map { next + Double($0) }
                next += Double(added)
                buffer.append(contentsOf: values)
                model.append(contentsOf: values)
                let removed = Int.random(in: 0...min(3_200, model.count), using: &random)
                buffer.removeFirst(removed)
                model.removeFirst(removed)
                // The head drops when a compacted array takes over.
                if buffer.head < previousHead { compactions += 1 }
                previousHead = buffer.head
                XCTAssertEqual(buffer.count, model.count)
                if let first = model.first { XCTAssertEqual(buffer[0], first) }
                if let last = model.last { XCTAssertEqual(buffer[model.count - 1], last) }
            }
            XCTAssertEqual(buffer.array, model, "sliced \(sliced)")
            XCTAssertEqual(buffer.withUnsafeBufferPointer { Array($0) }, model)
            XCTAssertLessThanOrEqual(buffer.head, buffer.storage.count)
            XCTAssertGreaterThan(compactions, 0, "the dead head was compacted (sliced: \(sliced))")
        }
    }

    /// A compaction copies at most `sliceFactor` values per value changed (or `sliceFloor`) a
    /// change, and ends within a third of the window's worth of changes.
    func testCompactionCopiesBoundedSlices() {
        RollingBuffer.compactsInSlices = true
        let window = 1_000_000, step = 1_000
        var buffer = RollingBuffer((0..<window).map(Double.init))
        var changes = 0
        var next = Double(window)
        while !buffer.isCompacting {
            buffer.append(contentsOf: (0..<step).map { next + Double($0) })
            next += Double(step)
            buffer.removeFirst(step)
            changes += 1
            XCTAssertLessThan(changes, 2 * window / step, "a compaction starts once the head outgrows the window")
        }
        var during = 0
        while buffer.isCompacting {
            buffer.append(contentsOf: (0..<step).map { next + Double($0) })
            next += Double(step)
            buffer.removeFirst(step)
            during += 1
        }
        // 2 changes of `step` per frame, each copying max(4 · step, sliceFloor) values.
        let perFrame = 2 * max(RollingBuffer.sliceFactor * step, RollingBuffer.sliceFloor)
        XCTAssertLessThanOrEqual(during, window / (perFrame - 2 * step) + 2)
        XCTAssertEqual(buffer.count, window)
        XCTAssertEqual(buffer[0], next - Double(window))
        XCTAssertEqual(buffer[window - 1], next - 1)
    }
}
