import ChartKit
import Foundation
import XCTest

/// ViewerInference.md.
final class ViewerInferenceArticleTests: ArticleTestCase {
    func testSchemaAndChoiceSnippet() throws {
        try inScratchFolder {
            var csv = "year,time_hour,origin,temp\n"
            for hour in 0..<24 {
                for (n, origin) in ["EWR", "JFK", "LGA"].enumerated() {
                    let time = String(format: "2013-01-01T%02d:00:00Z", hour)
                    csv += "2013,\(time),\(origin),\(30 + Double(hour) / 2 + Double(n))\n"
                }
            }
            try csv.write(toFile: "weather.csv", atomically: true, encoding: .utf8)
            let table = try TableFile.read("weather.csv")
            let schema = try TableSchema(table: table)
            for column in schema.columns {
                print(column.name, column.role, column.summary)          // time_hour time (instant) ISO timestamps, …
            }
            let choice = try ChartChoice(schema: schema, request: ChartRequest())
            print(choice.explanation)                                    // x = time_hour: ISO timestamps, …
            let named = try ChartChoice(schema: schema, request: ChartRequest(x: "time_hour", y: ["temp"], by: "origin"))

            XCTAssertEqual(schema.column(named: "year")?.role, .constant)
            XCTAssertEqual(choice.x, "time_hour")
            XCTAssertTrue(choice.explanation.hasPrefix("x = time_hour"), choice.explanation)
            XCTAssertEqual(named.y, ["temp"])
            XCTAssertEqual(named.by, "origin")
            XCTAssertEqual(named.seriesCount, 3)
        }
    }
}
