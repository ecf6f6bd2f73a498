import Foundation
import XCTest
@testable import ChartData

/// Chart shapes of whole tables (#20, corpus 6): one value per named item as sorted bars or a
/// histogram, a column per year melted to a line per entity, headerless square matrices as
/// heatmaps and headerless channels as lines, intervals on a coordinate as the distribution of
/// their lengths, volume beside prices on its own axis, log x over two decades when a linear
/// axis squeezes half the values; and the near shapes that keep their old picture.
final class InferenceWholeTableShapesTests: XCTestCase {
    private func table(_ text: String) throws -> DataTable {
        try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
    }

    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> ChartChoice {
        try ChartChoice(schema: try TableSchema(table: table(text)), request: request)
    }

    private func csv(_ header: String?, _ count: Int, _ body: (Int) -> String) -> String {
        (header.map { $0 + "\n" } ?? "") + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// Deterministic noise in 0…1, neighbours unrelated.
    private func noise(_ i: Int) -> Double {
        let x = sin(Double(i) * 12.9898) * 43758.5453
        return x - x.rounded(.down)
    }

    private let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo", "lima"]

    // MARK: One value per named item

    func testFewNamedItemsAreHorizontalBarsSortedLargestOnTop() throws {
        let text = csv("CAS,Name,logP", 12) { i in "\(100 + i)-00-\(i),\(words[i]),\(Double((i * 7) % 12) - 2.5)" }
        let choice = try choose(text)
        XCTAssertEqual(choice.kind, "bar")
        XCTAssertEqual(choice.x, "Name", "names with letters label the bars, not the CAS numbers")
        XCTAssertEqual(choice.y, ["logP"])
        XCTAssertEqual(choice.xAxis, .category)
        // Ranked ascending: category 0 (drawn at the bottom) is the smallest value.
        let values = (0..<12).map { Double(($0 * 7) % 12) - 2.5 }
        let order = values.indices.sorted { values[$0] < values[$1] }
        XCTAssertEqual(choice.categories, order.map { words[$0] })
        XCTAssertEqual(choice.xValues[order.last!], 11)
        let kind = try XCTUnwrap(choice.decision("kind")).description
        XCTAssertTrue(kind.contains("12 items named to compare (ChartChoice+ItemKinds): a bar per item, sorted by logP"), kind)
    }

    func testManyNamedItemsAreAHistogramNamingTheEnds() throws {
        let text = csv("CAS,RON", 300) { i in "\(1000 + i)-1\(i % 10)-5,\(20 + 80 * noise(i))" }
        let choice = try choose(text)
        XCTAssertEqual(choice.kind, "column")
        XCTAssertEqual(choice.aggregation, .count)
        XCTAssertEqual(choice.y, [])
        XCTAssertEqual(choice.x, "RON")
        // Each row's x is the centre of its bin: few distinct values, each value within half a bin.
        let centres = Set(choice.xValues)
        XCTAssertTrue((8...40).contains(centres.count), "\(centres.count) bins")
        let kind = try XCTUnwrap(choice.decision("kind")).description
        XCTAssertTrue(kind.contains("a histogram: 300 items, too many to name a bar each (over 100)"), kind)
        XCTAssertTrue(kind.contains("highest "), kind)
    }

    /// Values over decades (GDP per country, file sizes) binned evenly in log, drawn as the
    /// histogram's outline on a log axis; a second column of the same value in other units
    /// (`GB` beside `Bytes`) is left out, not drawn against it.
    func testManyNamedItemsOverDecadesAreALogHistogramAndAUnitCopyIsLeftOut() throws {
        let text = csv("File,Bytes,GB", 300) { i in
            let bytes = (pow(10, 4 + 6 * noise(i))).rounded()
            return "f\(words[i % 12])\(i),\(Int(bytes)),\(String(format: "%.3f", bytes / 1e9))"
        }
        let choice = try choose(text)
        XCTAssertEqual(choice.x, "Bytes")
        XCTAssertEqual(choice.xAxis, .log)
        XCTAssertEqual(choice.kind, "line")
        XCTAssertEqual(choice.aggregation, .count)
        let x = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(x.contains("5 bins a decade"), x)
        XCTAssertTrue(x.contains("GB left out: Bytes again in other units"), x)
        // Bins even in log: 5 a decade over 6 decades.
        XCTAssertTrue((25...32).contains(Set(choice.xValues).count), "\(Set(choice.xValues).count) bins")
        // The outline drops to 0 over an empty bin and at both ends.
        let centre = { (bin: Int) in ChartChoice.logBinCentre(of: pow(10, (Double(bin) + 0.5) / ChartChoice.logBinsPerDecade)) }
        let (bins, counts) = ChartChoice.zeroFilledLogBins(x: [centre(10), centre(13)], y: [4, 2])
        XCTAssertEqual(counts, [0, 4, 0, 0, 2, 0])
        XCTAssertEqual(bins.count, 6)
        XCTAssertEqual(bins[1], centre(10), accuracy: 1e-9 * centre(10))
        // Small whole numbers a step apart are no copies: their rounding is as coarse as their spread.
        XCTAssertFalse(ChartChoice.unitCopy([1, 2, 3, 2], [2, 3, 4, 2]))
        XCTAssertTrue(ChartChoice.unitCopy([50_121_928, 157_391_256, 1_000_000, 17_000_000_000], [0.05, 0.157, 0.001, 17]))
        // Two quantities of the same entities, however related, stay a pair.
        let pair = try choose(csv("Site,Theta,Phi", 131) { i in "S\(words[i % 12])\(i),\(Int(180 * noise(i)) - 90),\(Int(180 * noise(i)) - 89 + i % 7)" })
        XCTAssertEqual(pair.kind, "scatter")
    }

    /// A list numbering its items 1…N (region numbers beside region names) has
    /// no value per item to draw: the numbers are no measure to bin.
    func testItemsNumberedInFileOrderAreNoNamedValues() throws {
        // (in file order but for one, as such lists are amended)
        let text = csv(nil, 300) { i in "\(i == 40 ? 300 : i == 299 ? 41 : i + 1);  REGION \(words[i % 12].uppercased()) \(i)" }
        let table = try DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true)
        let schema = try TableSchema(table: table)
        XCTAssertNil(ChartChoice.namedValues(schema))
        if let choice = try? ChartChoice(schema: schema, request: ChartRequest()) {
            XCTAssertNotEqual(choice.aggregation, .count, choice.explanation)
        }
    }

    func testNamedItemsWithASecondMeasureOrATimeAreNotNamedValues() throws {
        let two = csv("Name,a,b", 30) { i in "item \(words[i % 12]) \(i),\(noise(i)),\(noise(i + 99) * 10)" }
        XCTAssertNotEqual(try choose(two).kind, "bar")
        let dated = csv("date,Name,v", 30) { i in "2020-01-\(String(format: "%02d", i + 1)),n\(words[i % 12])\(i),\(noise(i))" }
        let choice = try choose(dated)
        XCTAssertNotEqual(choice.kind, "bar")
        XCTAssertNotEqual(choice.aggregation, .count)
    }

    func testNamedWithXOrYKeepsTheOldChoice() throws {
        let text = csv("Name,v", 12) { i in "\(words[i]),\(i)" }
        var request = ChartRequest()
        request.y = ["v"]
        XCTAssertNotEqual(try choose(text, request).kind, "bar")
    }

    // MARK: Two measures per named entity

    func testTwoMeasuresOfNamedEntitiesAreTheSameScatterAtAnyCount() throws {
        for count in [35, 131] {
            let text = csv("Site,Theta,Phi", count) { i in "S\(words[i % 12])\(i),\(Int(180 * noise(i)) - 90),\(Int(180 * noise(i + 500)) - 90)" }
            let choice = try choose(text)
            XCTAssertEqual(choice.x, "Theta", "\(count) rows")
            XCTAssertEqual(choice.y, ["Phi"], "\(count) rows")
            XCTAssertEqual(choice.kind, "scatter", "\(count) rows")
        }
    }

    func testAValueAndItsUncertaintyPerNameKeepTheirColumns() throws {
        let text = csv("var,value,unc_2sigma", 30) { i in "El\(words[i % 12])\(i),\(10 * noise(i)),\(noise(i + 3))" }
        XCTAssertEqual(try choose(text).x, "var")
    }

    func testThreeMeasuresOfFewNamedEntitiesKeepTheirColumns() throws {
        let text = csv("county,a,b,c", 20) { i in "c\(words[i % 12])\(i),\(noise(i)),\(noise(i + 1)),\(noise(i + 2))" }
        XCTAssertEqual(try choose(text).x, "county")
    }

    // MARK: A column per year

    func testYearColumnsMeltToOneLinePerEntity() throws {
        let header = "Name,FIPS," + (1990...1999).map(String.init).joined(separator: ",")
        let rows: [String] = (0..<6).map { (row: Int) -> String in
            let cells: [String] = (0..<10).map { String(100 * row + $0) }
            return "\(words[row]),\(row + 1)," + cells.joined(separator: ",")
        }
        let text = header + "\n" + rows.joined(separator: "\n") + "\n"
        let source = try table(text)
        let wide = try XCTUnwrap(WideYearTable(source))
        XCTAssertEqual(wide.label, "Name")
        XCTAssertEqual(wide.years, (1990...1999).map(Double.init))
        XCTAssertEqual(wide.valueName, "value")
        XCTAssertEqual(wide.droppedColumns, ["FIPS"])
        let long = wide.long(source)
        XCTAssertEqual(long.rowCount, 60)
        XCTAssertEqual(long.column(named: "year")?.values.prefix(3), [1990, 1991, 1992])
        XCTAssertEqual(long.column(named: "value")?.values[12], 102)
        XCTAssertEqual(long.textColumns["Name"]?[12], "bravo")
        // Drawn as the long form of the same data is: a line per entity over a year axis.
        let choice = try ChartChoice(schema: try TableSchema(table: long), request: ChartRequest())
        XCTAssertEqual(choice.x, "year")
        XCTAssertEqual(choice.xAxis, ChartAxisKind.year)
        XCTAssertEqual(choice.by, "Name")
        XCTAssertEqual(choice.kind, "line")
        XCTAssertTrue(wide.explanation.contains("melted to one line per Name over the years"), wide.explanation)
    }

    func testStemmedYearColumnsNameTheValues() throws {
        let text = "State,pcgdp1940,pcgdp1950,pcgdp1960,pcgdp1970,pcgdp1980,region03\n"
            + (0..<5).map { "\(words[$0]),1,2,3,4,5,\($0 % 2)" }.joined(separator: "\n") + "\n"
        let wide = try XCTUnwrap(WideYearTable(try table(text)))
        XCTAssertEqual(wide.valueName, "pcgdp")
        XCTAssertEqual(wide.yearColumns.count, 5)
        XCTAssertEqual(wide.droppedColumns, ["region03"])
    }

    func testYearColumnsWithoutANamingColumnOrWithMonthsDownTheSideStayWide() throws {
        let years = (2015...2020).map(String.init).joined(separator: ",")
        // Days down the side: each year column is a series over the day.
        XCTAssertNil(WideYearTable(try table("day," + years + "\n" + (1...20).map { "\($0),1,2,3,4,5,6" }.joined(separator: "\n") + "\n")))
        // Months down the side: one series per year over the months.
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        XCTAssertNil(WideYearTable(try table("month," + years + "\n" + months.map { "\($0),1,2,3,4,5,6" }.joined(separator: "\n") + "\n")))
        // Four years are too few; years out of order are no axis.
        XCTAssertNil(WideYearTable(try table("Name,2001,2002,2003,2004\na,1,2,3,4\nb,1,2,3,4\n")))
        XCTAssertNil(WideYearTable(try table("Name,2001,2003,2002,2004,2005\na,1,2,3,4,5\nb,1,2,3,4,5\n")))
    }

    // MARK: Headerless arrays

    func testHeaderlessSymmetricSquareMatrixIsAHeatmap() throws {
        let n = 12
        let text = csv(nil, n) { i in (0..<n).map { j in i == j ? "0" : String(Double(abs(i - j)) + noise(min(i, j) * 31 + max(i, j))) }.joined(separator: ",") }
        let choice = try choose(text)
        XCTAssertEqual(choice.kind, "heatmap")
        XCTAssertEqual(choice.grid?.columns.count, n)
        let kind = try XCTUnwrap(choice.decision("kind")).description
        XCTAssertTrue(kind.contains("a headerless 12 × 12 matrix, symmetric"), kind)
    }

    func testHeaderlessSquareOfUnrelatedNumbersIsNoMatrix() throws {
        let n = 6
        let text = csv(nil, n) { i in (0..<n).map { j in String(noise(i * n + j) * 10) }.joined(separator: ",") }
        XCTAssertNotEqual(try choose(text).kind, "heatmap")
    }

    func testHeaderlessChannelsOfOneKindAreLinesOverTheRows() throws {
        // A colour map: r, g, b in 0…255, the first channel flat at 0, then rising.
        let text = csv(nil, 64) { i in "\(max(0, 4 * i - 128)),\(max(0, 4 * i - 64)),\(min(255, 4 * i))" }
        let choice = try choose(text)
        XCTAssertNil(choice.x)
        XCTAssertEqual(choice.y, ["column 1", "column 2", "column 3"])
        XCTAssertEqual(choice.kind, "line")
        XCTAssertTrue(try XCTUnwrap(choice.decision("x")).description.contains("channels of one sequence"))
    }

    func testHeaderlessRisingFirstColumnStaysX() throws {
        let text = csv(nil, 64) { i in "\(i),\(noise(i) * 50),\(noise(i + 7) * 60)" }
        // (x, y1, y2: the old rules choose, not the channels rule)
        let choice = try choose(text)
        XCTAssertNotNil(choice.x)
        XCTAssertFalse(try XCTUnwrap(choice.decision("x")).description.contains("channels"))
    }

    // MARK: Intervals

    private func intervals(_ header: String, count: Int) -> String {
        csv(header, count) { i in
            let start = 1_000_000 + 50_000 * i
            let length = Int(pow(10, 1 + 4 * noise(i)))
            return "chr\(1 + i % 3),\(start),\(start + length),gene\(i)"
        }
    }

    func testIntervalsAreTheDistributionOfTheirLengths() throws {
        let choice = try choose(intervals("chrom,chromStart,chromEnd,name", count: 200))
        XCTAssertEqual(choice.aggregation, .count)
        XCTAssertEqual(choice.x, "length (chromEnd − chromStart)")
        XCTAssertEqual(choice.xAxis, .log, "lengths over 4 decades")
        let x = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(x.contains("chromEnd ≥ chromStart in 99 % of rows or more"), x)
        XCTAssertTrue(x.contains("two lines of positions"), x)
    }

    func testLowsAndHighsOfSmallValuesAreNoIntervals() throws {
        let text = csv("station,tmin,tmax", 60) { i in "s\(i % 4),\(Int(10 * noise(i))),\(Int(10 * noise(i)) + 8)" }
        XCTAssertNotEqual(try choose(text).x?.hasPrefix("length"), true)
    }

    func testCountsTwiceOrACodeWrittenTwiceAreNoIntervals() throws {
        // Cumulative counts on two days, per county: the second never below the first.
        let cumulative = csv("county,cases_0401,cases_0402", 60) { i in "c\(i),\(20_000 + 1000 * i),\(20_000 + 1000 * i + Int(50 * noise(i)))" }
        XCTAssertNotEqual(try choose(cumulative).x?.hasPrefix("length"), true)
        // A code under two names (FIPS, FIPSNO): every length 0.
        let twice = csv(nil, 60) { i in "n\(i),\(17_000 + i),\(17_000 + i),\(noise(i))" }
        XCTAssertNotEqual(try choose(twice).x?.hasPrefix("length"), true)
    }

    // MARK: Units before magnitudes

    func testVolumeBesidePricesUnderTheMagnitudeLimitGetsItsOwnAxis() throws {
        let text = csv("date,Open,High,Low,Close,Volume", 40) { i in
            let p = 100 + 10 * noise(i)
            return "2020-01-\(String(format: "%02d", i % 28 + 1))T\(String(format: "%02d", i / 28)):00,\(p),\(p + 2),\(p - 2),\(p + 1),\(800 + 400 * noise(i + 3))"
        }
        let choice = try choose(text)
        XCTAssertEqual(choice.rightAxisSeries, ["Volume"])
        let axes = try XCTUnwrap(choice.decision("y axes")).description
        XCTAssertTrue(axes.contains("Volume is an amount traded or counted"), axes)
    }

    func testPricesAloneOrNearVolumeShareOneAxis() throws {
        let prices = csv("date,Open,High,Low,Close", 40) { i in "2020-02-\(String(format: "%02d", i % 28 + 1))T\(String(format: "%02d", i / 28)):00,\(100 + noise(i)),101,99,100" }
        XCTAssertEqual(try choose(prices).rightAxisSeries, [])
        let near = csv("date,Open,Close,Volume", 40) { i in "2020-02-\(String(format: "%02d", i % 28 + 1))T\(String(format: "%02d", i / 28)):00,\(100 + noise(i)),101,\(150 + noise(i))" }
        XCTAssertEqual(try choose(near).rightAxisSeries, [])
    }

    // MARK: Log x over two decades

    func testXOverTwoAndAHalfDecadesSqueezedByHalfIsLogarithmic() throws {
        // A spectrum sampled finely at short wavelengths: 0.14…0.6 in steps of 0.01, then coarsely to 50.
        let waves = stride(from: 0.14, through: 0.6, by: 0.01).map { $0 } + [0.8, 1, 1.5, 2, 3, 5, 8, 10, 15, 20, 30, 50]
        let text = "wave,irradiance\n" + waves.map { "\($0),\(2000 * exp(-pow(log($0 / 0.5), 2)))" }.joined(separator: "\n") + "\n"
        let choice = try choose(text)
        XCTAssertEqual(choice.xAxis, .log)
    }
}
