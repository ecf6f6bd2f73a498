import ChartKit
@testable import ChartCore
import ChartTestSupport
import XCTest

/// A density test draws with the shared headless renderer and counts on the CPU: the pixels it
/// checks are the CPU's counts (the GPU's are compared with them where a test says so). The
/// renderer's measured strategy is put back afterwards, and no GL error may occur meanwhile.
class HostCountedDensityTestCase: XCTestCase {
    var renderer: ChartImageRenderer!
    private var measuredCounting: DensityCountingStrategy?

    override func setUpWithError() throws {
        renderer = try SharedRenderer.get()
        measuredCounting = renderer.densityCounting
        renderer.densityCounting = DensityCountingStrategy(decided: .host)
    }

    override func tearDown() {
        if let measuredCounting { renderer?.densityCounting = measuredCounting }
        XCTAssertEqual(renderer?.glErrors.map(\.description) ?? [], [], "GL errors during the test")
    }

    func cloud(_ count: Int) -> (x: [Double], y: [Double]) { DensityTestCloud.wave(count) }
}
