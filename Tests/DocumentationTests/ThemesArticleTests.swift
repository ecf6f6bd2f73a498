import ChartKit
import Foundation
import XCTest

/// ThemesAndStyles.md.
final class ThemesArticleTests: ArticleTestCase {
    func testThemeSnippet() {
        let chart = lineChart()
        chart.theme = .dark                           // or .light, the default

        var corporate = Theme.light
        corporate.palette = [Color(hex: 0x1b9e77), Color(hex: 0xd95f02), Color(hex: 0x7570b3)]
        corporate.plotBackground = Color(hex: 0xfafafa)
        corporate.titleFont = FontSpec(size: 18, weight: .bold)
        chart.theme = corporate
        XCTAssertEqual(chart.theme.palette.count, 3)
    }

    func testStyleSnippets() {
        let chart = lineChart()
        let line = LineSeries(title: "Oslo")
        line.style.lineColor = Color(hex: 0x0072b2)      // instead of the palette's colour
        line.style.lineWidth = 2.5
        line.style.dash = [6, 3]
        line.style.showsMarkers = true

        chart.xAxis.style.lineColor = Color(hex: 0x888888)
        chart.legend.isVisible = true
        chart.legend.position = .bottom
        chart.legend.placement = .insidePlotArea
        let release = Annotation(.verticalLine(x: 12), label: "v2.1")
        release.style.strokeColor = Color(hex: 0xd55e00)
        release.style.dash = [4, 2]
        chart.addAnnotation(release)
        XCTAssertEqual(line.style.lineWidth, 2.5)
    }
}
