import ChartKit
import Foundation
import XCTest
@testable import ChartCore
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

    /// Properties of the drawn scene for the kinds whose failures are visual: bubble widths
    /// (`bubbles 40,20,…`, then `cut N` for bubbles crossing the plot's edge), data labels
    /// (`labels N`, then `overlaps N` for pairs that overlap) and a date axis's first tick labels
    /// (`xlabels a|b|c`).
    static func sceneProperties(_ chart: Chart, _ scene: Scene) -> [String] {
        var properties: [String] = []
        if chart.series.contains(where: { $0 is BubbleSeries }) {
            let rects = scene.series.flatMap { command -> [Rect] in
                if case .rects(let shapes) = command { return shapes.map(\.rect) } else { return [] }
            }
            properties.append("bubbles " + rects.prefix(6).map { String(Int($0.width.rounded())) }.joined(separator: ","))
            let plot = scene.plotArea
            let cut = rects.filter { $0.minX < plot.minX || $0.maxX > plot.maxX || $0.minY < plot.minY || $0.maxY > plot.maxY }
            if !cut.isEmpty { properties.append("cut \(cut.count)") }
        }
        let labels = scene.series.compactMap { command -> Rect? in
            guard case .text(let text) = command else { return nil }
            let size = ApproximateTextMeasurer().measure(text.text, font: text.font)
            return Rect(x: text.position.x - size.width / 2, y: text.position.y, width: size.width, height: size.height)
        }
        if !labels.isEmpty {
            properties.append("labels \(labels.count)")
            var overlaps = 0
            for i in labels.indices { for j in labels.indices where j > i && labels[i].intersects(labels[j]) { overlaps += 1 } }
            if overlaps > 0 { properties.append("overlaps \(overlaps)") }
        }
        if let dates = chart.xAxis as? DateTimeAxis {
            properties.append("xlabels " + dates.labels(for: dates.majorTicks()).prefix(4).joined(separator: "|"))
        }
        return properties
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
                let xGaps = (0..<points).filter { source!.chart(chart, pointAt: $0, inSeriesAt: s).x.isNaN }
                if !xGaps.isEmpty { properties.append("xgap@\(s):" + xGaps.map(String.init).joined(separator: ",")) }
            }
            properties += sceneProperties(chart, scene)
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
