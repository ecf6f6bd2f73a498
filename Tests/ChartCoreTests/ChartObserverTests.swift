import XCTest
@testable import ChartCore

/// Observers hear what the delegate hears, in the order they were added, and nothing after their
/// token is cancelled or released.
final class ChartObserverTests: XCTestCase {
    private final class Log: ChartObserver {
        let name: String
        var journal: [String]
        init(_ name: String, journal: [String] = []) { self.name = name; self.journal = journal }
        func chartWillLoadData(_ chart: Chart) { journal.append("\(name) will load") }
        func chartDidLoadData(_ chart: Chart) { journal.append("\(name) did load") }
        func chartDidFinishPanning(_ chart: Chart, movement: ChartMovement) { journal.append("\(name) panned") }
    }

    private final class Delegate: ChartDelegate {
        var finishedPans = 0
        func chartDidFinishPanning(_ chart: Chart, movement: ChartMovement) { finishedPans += 1 }
    }

    func testEveryObserverAndTheDelegateHearAPanInOrder() {
        let r = GestureReplay.standard()
        let delegate = Delegate()
        r.chart.delegate = delegate
        let a = Log("a"), b = Log("b")
        let tokens = [r.chart.addObserver(a), r.chart.addObserver(b)]
        r.drag(from: r.center, to: Point(x: r.center.x + 100, y: r.center.y))
        XCTAssertEqual(delegate.finishedPans, 1)
        XCTAssertEqual(a.journal, ["a panned"])
        XCTAssertEqual(b.journal, ["b panned"])
        withExtendedLifetime(tokens) {}
    }

    func testACancelledObserverHearsNothingMoreAndTheOthersGoOn() {
        let chart = Chart()
        let a = Log("a"), b = Log("b")
        let tokenA = chart.addObserver(a)
        let tokenB = chart.addObserver(b)
        chart.reloadData()
        tokenA.cancel()
        tokenA.cancel()
        chart.reloadData()
        XCTAssertEqual(a.journal, ["a will load", "a did load"])
        XCTAssertEqual(b.journal, ["b will load", "b did load", "b will load", "b did load"])
        withExtendedLifetime(tokenB) {}
    }

    func testReleasingTheTokenRemovesTheObserver() {
        let chart = Chart()
        let a = Log("a")
        var token: ChartObservation? = chart.addObserver(a)
        chart.reloadData()
        token = nil
        chart.reloadData()
        XCTAssertNil(token)
        XCTAssertEqual(a.journal, ["a will load", "a did load"])
    }
}
