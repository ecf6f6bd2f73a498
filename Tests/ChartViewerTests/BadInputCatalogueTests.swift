import ChartKit
import Foundation
import XCTest
@testable import ChartViewer

/// Runs the bad-input catalogue (BadInputCatalogue+Cases.swift): each input opened as
/// `chartview render` opens it must give exactly its defined outcome, and never crash.
/// With CHARTKIT_PRINT_CATALOGUE=1 the test prints the outcomes it sees, for review.
final class BadInputCatalogueTests: XCTestCase {
    func testTheCatalogueHoldsAtLeast150Inputs() {
        XCTAssertGreaterThanOrEqual(BadInput.catalogue.count, 150)
    }

    func testEveryBadInputHasItsDefinedOutcome() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bad-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let printing = ProcessInfo.processInfo.environment["CHARTKIT_PRINT_CATALOGUE"] == "1"
        for (number, input) in BadInput.catalogue.enumerated() {
            let folder = scratch.appendingPathComponent("\(number)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent(input.name).path
            try Data(input.rawBytes ?? Array(input.file.utf8)).write(to: URL(fileURLWithPath: path))
            let seen = Self.outcome(path: path, args: input.args).replacingOccurrences(of: folder.path, with: "$DIR")
            if printing { print("OUTCOME \(number)\t\(seen)") }
            XCTAssertEqual(seen, input.outcome, "input \(number): \(input.name) \(input.args) \(input.file.prefix(80).debugDescription)")
            XCTAssertFalse(seen.contains("\n"), "input \(number): a message of more than one line")
        }
    }

    /// What opening `path` with `args` gives: the error's one line, or `ok` with properties.
    static func outcome(path: String, args: [String]) -> String {
        do {
            let options = try ChartOptions.parse(args)
            let (chart, spec) = try ChartFactory.makeChart(path: path, options: options)
            let size = try options.canvasSize(spec: spec)
            let scale = try options.validatedScale()
            try ChartFactory.checkImageSize(size, scale: scale)
            let scene = chart.makeScene(size: Size(width: 600, height: 400), scale: 1, measurer: ApproximateTextMeasurer())
            var properties = ["ok"]
            let source = chart.dataSource
            let count = source?.numberOfSeries(in: chart) ?? 0
            properties.append("series \(count)")
            for s in 0..<min(count, 3) {
                let points = source!.chart(chart, numberOfPointsInSeriesAt: s)
                let gaps = (0..<points).filter { source!.chart(chart, pointAt: $0, inSeriesAt: s).y.isNaN }
                if !gaps.isEmpty { properties.append("gap@\(s):" + gaps.map(String.init).joined(separator: ",")) }
            }
            let finite = scene.plotArea.width.isFinite && scene.plotArea.height.isFinite
                && scene.chrome.allSatisfy { command in
                    if case .text(let text) = command { return text.position.x.isFinite && text.position.y.isFinite }
                    return true
                }
            if !finite { properties.append("NON-FINITE SCENE") }
            return properties.joined(separator: " ")
        } catch {
            return "\(error)"
        }
    }
}
