import XCTest
@testable import ChartCore

/// The built-in looks, the default a program sets once for all its charts, and the shading that
/// keeps thin marks visible on the background.
final class ThemeTests: XCTestCase {
    func testThreeBuiltInLooksAreFoundByName() {
        XCTAssertEqual(Theme.builtIn.map(\.name), ["light", "dark", "vivid"])
        for theme in Theme.builtIn {
            XCTAssertEqual(Theme.named(theme.name.uppercased()), theme)
            XCTAssertEqual(Set(theme.palette).count, theme.palette.count, "\(theme.name): palette colours distinct")
        }
        XCTAssertNil(Theme.named("ios7"))
    }

    func testTheDefaultThemeIsSetOnceForEveryNewChart() {
        XCTAssertEqual(Chart().theme, .light)
        Theme.default = .dark
        defer { Theme.default = .light }
        let made = Chart()
        XCTAssertEqual(made.theme, .dark)
        let own = Chart()
        own.theme = .vivid
        XCTAssertEqual(own.theme, .vivid, "a chart's own theme wins")
        Theme.default = .light
        XCTAssertEqual(made.theme, .dark, "a chart keeps the theme it started with")
    }

    func testContrastRatiosFollowWCAG() {
        XCTAssertEqual(Color.black.contrastRatio(with: .white), 21, accuracy: 1e-9)
        XCTAssertEqual(Color.white.contrastRatio(with: .white), 1, accuracy: 1e-12)
        XCTAssertEqual(Color(hex: 0x777777).contrastRatio(with: .white), 4.48, accuracy: 0.01)
    }

    func testReadableShadesOnlyWhatLacksContrastAndTheLeastItMust() {
        let blue = Color(hex: 0x0072b2)
        XCTAssertEqual(blue.readable(on: .white), blue, "enough contrast: unchanged")
        let yellow = Color(hex: 0xf0e442)
        let shaded = yellow.readable(on: .white)
        XCTAssertGreaterThanOrEqual(shaded.contrastRatio(with: .white), 3)
        XCTAssertLessThan(shaded.contrastRatio(with: .white), 3.1, "no darker than it needs")
        XCTAssertLessThan(shaded.relativeLuminance, yellow.relativeLuminance, "darkened on white")
        let ground = Theme.dark.plotBackground
        let navy = Color(hex: 0x1a2a5a)
        let lifted = navy.readable(on: ground)
        XCTAssertGreaterThanOrEqual(lifted.contrastRatio(with: ground), 3)
        XCTAssertGreaterThan(lifted.relativeLuminance, navy.relativeLuminance, "lightened on dark")
    }

    func testReadableTextOnAMiddleToneTurnsTowardsTheContrastingEnd() {
        // White on orange stands under 3:1 and can get no lighter: the text turns dark instead.
        let orange = Color(hex: 0xe07b00)
        let text = Color.white.readable(on: orange, minimumContrast: 4.5)
        XCTAssertGreaterThanOrEqual(text.contrastRatio(with: orange), 4.5)
    }
}
