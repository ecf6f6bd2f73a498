import ChartKit
import ChartTestSupport
import Foundation
import XCTest
@testable import ChartViewer

/// The pie and donut spec keys for slice styles, spokes and selected states: what each key sets
/// on the series, and the one line a bad value gets, naming the series, the key and the slice.
final class PieSpecStyleTests: XCTestCase {
    private var scratch: ScratchFolder!

    override func setUpWithError() throws {
        scratch = try ScratchFolder("pie-spec-styles")
    }

    override func tearDown() {
        scratch = nil
    }

    private func pie(_ seriesKeys: String) throws -> (Chart, PieSeries) {
        let path = try scratch.write("pie.json", """
        { "type": "pie", "series": [ { "y": [5, 3, 2], "names": ["Gas", "Wind", "Solar"], \(seriesKeys) } ] }
        """)
        let chart = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([])).0
        return (chart, try XCTUnwrap(chart.series.first as? PieSeries))
    }

    private func problem(_ seriesKeys: String) throws -> String? {
        let path = try scratch.write("bad.json", """
        { "type": "pie", "series": [ { "y": [5, 3, 2], "names": ["Gas", "Wind", "Solar"], \(seriesKeys) } ] }
        """)
        do {
            _ = try ChartFactory.makeChart(path: path, options: ChartOptions.parse([]))
            return nil
        } catch {
            let line = "\(error)"
            XCTAssertFalse(line.contains("\n"), "one line: \(line)")
            return line.hasPrefix(path + ": ") ? String(line.dropFirst(path.count + 2)) : line
        }
    }

    func testSliceStylesSetTheLookOfNamedAndSelectedSlices() throws {
        let (_, series) = try pie("""
        "sliceStyles": { "Gas": { "fillColor": "#112233", "borderColor": "#ffffff", "borderWidth": 3, "labelColor": "#000000" } },
        "selectedSliceStyle": { "borderColor": "#ff0000", "borderWidth": 2 },
        "selectedSliceStyles": { "Wind": { "fillColor": "#00ff00" } }
        """)
        XCTAssertEqual(series.sliceStyles, ["Gas": PieSliceStyle(fillColor: Color(hexString: "#112233"), borderColor: .white,
                                                                  borderWidth: 3, labelColor: .black)])
        XCTAssertEqual(series.selectedSliceStyle, PieSliceStyle(borderColor: Color(hexString: "#ff0000"), borderWidth: 2))
        XCTAssertEqual(series.selectedSliceStyles, ["Wind": PieSliceStyle(fillColor: Color(hexString: "#00ff00"))])
    }

    func testSpokeStylesSetEverySpokeOption() throws {
        let (_, series) = try pie("""
        "labelPosition": "outside",
        "spokeStyle": { "color": "#333333", "width": 2, "length": 20, "anchorOffset": -6, "anchorRadius": 3,
                        "anchorColor": "#ff0000", "labelPadding": 5 },
        "sliceSpokeStyles": { "Solar": { "visible": false } },
        "selectedSpokeStyle": { "width": 3, "anchorRadius": 4 }
        """)
        XCTAssertEqual(series.spokeStyle, SpokeStyle(color: Color(hexString: "#333333"), width: 2, length: 20, anchorOffset: -6,
                                                     anchorRadius: 3, anchorColor: Color(hexString: "#ff0000"), labelPadding: 5))
        XCTAssertEqual(series.sliceSpokeStyles, ["Solar": SpokeStyle(isVisible: false)], "keys left out keep SpokeStyle's defaults")
        XCTAssertEqual(series.selectedSpokeStyle, SpokeStyle(width: 3, anchorRadius: 4))
        XCTAssertEqual(series.labelPosition, .outside)
    }

    func testSelectedSliceIsSelectedWhenTheChartOpens() throws {
        let (chart, series) = try pie(#""selectedSlice": "Wind""#)
        XCTAssertEqual(series.selectedPointIndices, [1])
        XCTAssertEqual(chart.slices(of: series).map(\.name), ["Gas", "Wind", "Solar"])
    }

    func testBadValuesGetOneLineNamingTheKey() throws {
        let cases: [(String, String)] = [
            (##""sliceStyles": { "Gas": { "fillColor": "red" } }"##, ##"series[0]: sliceStyles["Gas"].fillColor "red": expected #rrggbb"##),
            (##""sliceStyles": { "Gass": { "fillColor": "#ff0000" } }"##, ##"series[0]: sliceStyles["Gass"]: no slice named "Gass""##),
            (#""selectedSliceStyle": { "borderWidth": -1 }"#, "series[0]: selectedSliceStyle.borderWidth must be 0 or more"),
            (##""selectedSliceStyles": { "Wind": { "labelColor": "#12" } }"##,
             ##"series[0]: selectedSliceStyles["Wind"].labelColor "#12": expected #rrggbb"##),
            (#""spokeStyle": { "length": -3 }"#, "series[0]: spokeStyle.length must be 0 or more"),
            (#""spokeStyle": { "anchorRadius": -1 }"#, "series[0]: spokeStyle.anchorRadius must be 0 or more"),
            (#""spokeStyle": { "labelPadding": -2 }"#, "series[0]: spokeStyle.labelPadding must be 0 or more"),
            (#""sliceSpokeStyles": { "Solar": { "anchorColor": "blue" } }"#,
             ##"series[0]: sliceSpokeStyles["Solar"].anchorColor "blue": expected #rrggbb"##),
            (#""selectedSpokeStyle": { "width": -1 }"#, "series[0]: selectedSpokeStyle.width must be 0 or more"),
            (#""selectedSlice": "Coal""#, #"series[0]: selectedSlice: no slice named "Coal""#),
        ]
        for (keys, expected) in cases {
            XCTAssertEqual(try problem(keys), expected, keys)
        }
    }

    func testAMisspeltKeyInsideASliceMapIsNamed() throws {
        let line = try XCTUnwrap(problem(##""sliceStyles": { "Gas": { "fillColour": "#ff0000" } }"##))
        XCTAssertTrue(line.hasSuffix(#"unknown key "fillColour" in series.sliceStyles["Gas"]: did you mean "fillColor"?"#), line)
    }

    func testTheGroupedOtherSliceCanBeStyled() throws {
        let (chart, series) = try pie(##""minimumSliceAngle": 110, "sliceStyles": { "Other": { "fillColor": "#999999" } }"##)
        XCTAssertEqual(series.sliceStyles["Other"]?.fillColor, Color(hexString: "#999999"))
        XCTAssertEqual(chart.slices(of: series).map(\.name), ["Gas", "Other"])
    }
}
