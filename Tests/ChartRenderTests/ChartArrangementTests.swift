import XCTest
@testable import ChartKit

/// Panes of a multi-chart window tile the framebuffer on whole pixels, with no gap or overlap.
final class ChartArrangementTests: XCTestCase {
    func testPanesTileTheFramebufferExactly() {
        let vertical = ChartArrangement.vertical.paneRects(count: 3, width: 800, height: 601)
        XCTAssertEqual(vertical.map(\.y), [0, 200, 401])
        XCTAssertEqual(vertical.map(\.height), [200, 201, 200])
        XCTAssertTrue(vertical.allSatisfy { $0.x == 0 && $0.width == 800 })
        let horizontal = ChartArrangement.horizontal.paneRects(count: 2, width: 999, height: 500)
        XCTAssertEqual(horizontal.map(\.x), [0, 500])
        XCTAssertEqual(horizontal.map(\.width), [500, 499])
        XCTAssertTrue(horizontal.allSatisfy { $0.y == 0 && $0.height == 500 })
    }

    func testNoPanesOrNoPixelsGiveNoRects() {
        XCTAssertTrue(ChartArrangement.vertical.paneRects(count: 0, width: 800, height: 600).isEmpty)
        XCTAssertTrue(ChartArrangement.vertical.paneRects(count: 2, width: 0, height: 600).isEmpty)
        XCTAssertTrue(ChartArrangement.horizontal.paneRects(count: -1, width: 800, height: 600).isEmpty)
        // More panes than pixels: some are empty, none negative.
        let thin = ChartArrangement.vertical.paneRects(count: 5, width: 10, height: 3)
        XCTAssertEqual(thin.map(\.height).reduce(0, +), 3)
        XCTAssertTrue(thin.allSatisfy { $0.height >= 0 })
    }
}

final class ChartArrangementWeightTests: XCTestCase {
    func testRowsAndGridsSplitByWeight() {
        let rows = ChartArrangement.rows([4, 1]).paneRects(count: 2, width: 800, height: 500)
        XCTAssertEqual(rows.map(\.y), [0, 400])
        XCTAssertEqual(rows.map(\.height), [400, 100])
        let grid = ChartArrangement.grid(columns: 2, rowHeights: [2, 1], columnWidths: [1, 3]).paneRects(count: 3, width: 800, height: 600)
        XCTAssertEqual(grid.map(\.x), [0, 200, 0])
        XCTAssertEqual(grid.map(\.width), [200, 600, 200])
        XCTAssertEqual(grid.map(\.y), [0, 0, 400])
        XCTAssertEqual(grid.map(\.height), [400, 400, 200])
        // Bad weights count as 1.
        let bad = ChartArrangement.rows([.nan, -1, 0]).paneRects(count: 3, width: 10, height: 300)
        XCTAssertEqual(bad.map(\.height), [100, 100, 100])
        XCTAssertEqual(ChartArrangement.grid(columns: 2).alignedColumns(count: 4), [[0, 2], [1, 3]])
        XCTAssertEqual(ChartArrangement.columns([1, 2]).alignedColumns(count: 2), [])
    }
}
