import Foundation
import XCTest
@testable import ChartData

/// Several sources merged into one line (`CandidateScore+MergedSources`): rows of instruments
/// interleaved along one sorted x, each with its own zero point, are split by the instrument
/// key; a key that follows the course of the line, or marks nothing, is left alone.
final class InferenceMergedSourcesTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    /// Deterministic noise in 0…1, neighbours unrelated.
    private func noise(_ i: Int) -> Double {
        let x = sin(Double(i) * 12.9898) * 43758.5453
        return x - x.rounded(.down)
    }

    private func f(_ value: Double) -> String { String(format: "%.4f", value) }

    private func penalty(_ score: CandidateScore, _ name: CandidateScore.Name) -> Double {
        score.terms.first { $0.name == name }?.penalty ?? 0
    }

    /// Three telescopes observing one star in turns (runs of 3…9 nights), each velocity with its
    /// own offset and each error with its own precision.
    private func telescopes(alternating: Bool = false) -> String {
        let offsets = ["k": 0.0, "j": 12.0, "a": -9.0], errors = ["k": 4.0, "j": 1.0, "a": 2.5]
        var sources: [String] = []
        var run = 0
        while sources.count < 150 {
            sources += Array(repeating: ["k", "j", "a"][run % 3], count: alternating ? 1 : 3 + run % 7)
            run += 1
        }
        var rows: [String] = []
        for i in 0..<150 {
            let current = sources[i]
            let velocity = 5 * sin(Double(i) / 9) + offsets[current]! + noise(i)
            let error = errors[current]! + 0.1 * noise(i + 500)
            rows.append("\(f(2_450_000 + Double(i) * 3.5)),\(f(velocity)),\(f(error)),\(current)")
        }
        return "time,mnvel,errvel,tel\n" + rows.joined(separator: "\n") + "\n"
    }

    func testInstrumentsJoinedInOneLineAreSplitByTheirKey() throws {
        for alternating in [false, true] {
            let s = try schema(telescopes(alternating: alternating))
            let rules = try ChartChoice(schema: s, request: ChartRequest())
            XCTAssertNil(rules.by, "the rules draw one line per measure")
            XCTAssertEqual(rules.kind, "line")
            let merged = try XCTUnwrap(CandidateScore.mergedSources(rules, schema: s))
            XCTAssertEqual(merged.key, "tel")
            XCTAssertGreaterThan(penalty(CandidateScore(choice: rules, schema: s), .sourcesMerged), 0.9)
            let searched = try ChartChoice.searched(schema: s, request: ChartRequest())
            XCTAssertEqual(searched.by, "tel", "alternating \(alternating): \(searched.explanation)")
            XCTAssertEqual(searched.x, "time")
            XCTAssertEqual(penalty(CandidateScore(choice: searched, schema: s), .sourcesMerged), 0)
            XCTAssertTrue(searched.explanation.contains("sources merged"), searched.explanation)
        }
    }

    /// Must not fire: a 0/1 activity flag set where the measure passes a threshold jumps with
    /// the measure, but marks a state of each row, not a source.
    func testAFlagOnTheMeasureIsNoSource() throws {
        var rows: [String] = []
        for minute in 0..<300 {
            let active = (minute / 20) % 3 == 0
            let met = (active ? 4 : 1) + 0.1 * noise(minute)
            rows.append("\(minute),\(f(met)),\(active ? 1 : 0)")
        }
        let s = try schema("minute,MET,vigorous\n" + rows.joined(separator: "\n") + "\n")
        let rules = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertNil(CandidateScore.mergedSources(rules, schema: s), rules.explanation)
        XCTAssertNil(try ChartChoice.searched(schema: s, request: ChartRequest()).by)
    }

    /// Must not fire: a season key over a smooth temperature course changes where the line runs
    /// on smoothly; a flag that marks nothing changes with ordinary steps.
    func testKeysThatFollowTheLineOrMarkNothingAreNoSources() throws {
        var rows: [String] = []
        for day in 0..<365 {
            let temperature = 10 - 12 * cos(2 * Double.pi * Double(day) / 365) + noise(day)
            let season = ["winter", "spring", "summer", "autumn"][(day + 31) % 365 / 92]
            let flag = noise(day + 900) < 0.5 ? "A" : "B"
            rows.append("\(day),\(f(temperature)),\(season),\(flag)")
        }
        let s = try schema("day,temperature,season,flag\n" + rows.joined(separator: "\n") + "\n")
        let rules = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(rules.x, "day")
        XCTAssertNil(CandidateScore.mergedSources(rules, schema: s))
        XCTAssertEqual(penalty(CandidateScore(choice: rules, schema: s), .sourcesMerged), 0)
        XCTAssertNil(try ChartChoice.searched(schema: s, request: ChartRequest()).by)
    }
}
