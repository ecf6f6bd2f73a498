import XCTest
@testable import ChartText

final class ShelfPackerTests: XCTestCase {
    private struct Box { var x, y, width, height: Int }

    func testRectanglesKeepPaddingAndStayInside() {
        var packer = ShelfPacker(width: 64, height: 64)
        var boxes: [Box] = []
        let sizes = [(10, 12), (3, 3), (20, 7), (9, 12), (15, 15), (1, 1), (30, 5), (8, 16)]
        for (w, h) in sizes {
            guard let origin = packer.insert(width: w, height: h) else { return XCTFail("no room for \(w)×\(h)") }
            boxes.append(Box(x: origin.x, y: origin.y, width: w, height: h))
        }
        for (i, a) in boxes.enumerated() {
            XCTAssertGreaterThanOrEqual(a.x, 1)
            XCTAssertGreaterThanOrEqual(a.y, 1)
            XCTAssertLessThanOrEqual(a.x + a.width, 63)
            XCTAssertLessThanOrEqual(a.y + a.height, 63)
            for b in boxes[(i + 1)...] {
                // Grown by the 1 px padding, the boxes still must not touch.
                let apart = a.x + a.width + 1 <= b.x || b.x + b.width + 1 <= a.x
                    || a.y + a.height + 1 <= b.y || b.y + b.height + 1 <= a.y
                XCTAssertTrue(apart, "\(a) touches \(b)")
            }
        }
    }

    func testFullAreaRefusesAndGrowingMakesRoom() {
        var packer = ShelfPacker(width: 36, height: 36)
        var placed = 0
        while packer.insert(width: 16, height: 16) != nil { placed += 1 }
        XCTAssertEqual(placed, 4)
        packer.grow(toHeight: 72)
        XCTAssertNotNil(packer.insert(width: 16, height: 16))
        packer.removeAll()
        XCTAssertEqual(packer.insert(width: 16, height: 16)?.y, 1)
    }

    func testImpossibleSizesAreRefused() {
        var packer = ShelfPacker(width: 32, height: 32)
        XCTAssertNil(packer.insert(width: 31, height: 4))
        XCTAssertNil(packer.insert(width: 0, height: 4))
        XCTAssertNil(packer.insert(width: 4, height: -1))
        XCTAssertFalse(packer.canEverFit(width: 4, height: 31))
        XCTAssertNotNil(packer.insert(width: 30, height: 30))
    }
}
