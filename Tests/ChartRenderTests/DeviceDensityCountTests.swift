import ChartCore
@testable import ChartGL
import XCTest

/// Density counts binned on the GPU (`DeviceDensityCounter`, read back from its R32UI texture on
/// llvmpipe) equal the CPU's (`DensityGrid.counts(of:)`) cell for cell, on random clouds and on
/// data made to break them: points on pixel edges and a rounding step either side, NaN and
/// infinities, 10^6 points in one pixel, passes folded, and a zoom deep enough that Float32
/// offsets could not tell the pixels apart.
final class DeviceDensityCountTests: RendererTestCase {
    private func counter() throws -> DeviceDensityCounter {
        try XCTUnwrap(renderer.densityImages.deviceCounter(under: DensityCountingStrategy(decided: .device)),
                      "this context offers Float64 shaders (GL_ARB_gpu_shader_fp64)")
    }

    private func assertSameCounts(_ data: SeriesData, _ grid: DensityGrid, _ counter: DeviceDensityCounter,
                                  _ label: String, line: UInt = #line) {
        let maximum = counter.count(data, in: grid)
        let device = counter.readCounts(width: grid.width, height: grid.height)
        let host = grid.counts(of: data)
        let differing = zip(device, host).enumerated().filter { $0.element.0 != $0.element.1 }
        XCTAssertEqual(differing.count, 0, "\(label): cells differ, first \(differing.prefix(3).map { ($0.offset, $0.element) })",
                       line: line)
        XCTAssertEqual(maximum, host.max(), "\(label): the maximum", line: line)
        XCTAssertEqual(device.reduce(0, +), host.reduce(0, +), "\(label): points counted", line: line)
    }

    private func random(_ count: Int, seed: UInt64) -> [Double] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
    }

    func testRandomCloudsCountAsOnTheCPU() throws {
        let counter = try counter()
        let x = random(200_000, seed: 1).map { $0 * 100 }, y = random(200_000, seed: 2).map { $0 * 12 - 6 }
        let data = SeriesData(x: x, y: y)
        // A plot of 640 × 400 pixels with a quarter more on each side, as the scatter makes it.
        let grid = DensityGrid(originX: -25 * 100 / 640, originY: 6 + 12 * 0.25, unitsX: 6.4, unitsY: -400 / 12,
                               width: 960, height: 600)
        assertSameCounts(data, grid, counter, "random")
        // Zoomed to a corner, half the points outside.
        assertSameCounts(data, DensityGrid(originX: 40, originY: 1, unitsX: 64, unitsY: -200, width: 300, height: 250),
                         counter, "zoomed")
    }

    func testPointsOnAndBesidePixelEdgesNaNAndInfinities() throws {
        let counter = try counter()
        var x: [Double] = [], y: [Double] = []
        // Units that are not powers of two: edges at origin + k / units, rounded in Float64.
        let grid = DensityGrid(originX: 0.1, originY: 7.3, unitsX: 3.7, unitsY: -2.9, width: 64, height: 48)
        for k in 0...64 {
            let edge = grid.originX + Double(k) / grid.unitsX
            for value in [edge, edge.nextUp, edge.nextDown, edge.nextUp.nextUp, edge.nextDown.nextDown] {
                x.append(value)
                y.append(grid.originY + Double(k % 48) / grid.unitsY)
            }
        }
        for row in 0...48 {
            let edge = grid.originY + Double(row) / grid.unitsY
            for value in [edge, edge.nextUp, edge.nextDown] {
                x.append(grid.originX + 5 / grid.unitsX)
                y.append(value)
            }
        }
        let odd: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, .leastNonzeroMagnitude, -0.0, 0]
        for a in odd {
            for b in odd + [1, 5] {
                x.append(a)
                y.append(b)
                x.append(b)
                y.append(a)
            }
        }
        assertSameCounts(SeriesData(x: x, y: y), grid, counter, "edges")
    }

    func testAMillionPointsInOnePixelAndFoldedPasses() throws {
        let counter = try counter()
        var x = [Double](repeating: 3.5, count: 1_000_000), y = [Double](repeating: -2.25, count: 1_000_000)
        x += random(50_000, seed: 3).map { $0 * 10 }
        y += random(50_000, seed: 4).map { $0 * -10 }
        let data = SeriesData(x: x, y: y)
        let grid = DensityGrid(originX: 0, originY: 0, unitsX: 20, unitsY: -20, width: 200, height: 200)
        assertSameCounts(data, grid, counter, "one pass")
        // Passes of 77,777 points each, folded into the unsigned totals.
        counter.pointsPerPass = 77_777
        defer { counter.pointsPerPass = 1 << 24 }
        assertSameCounts(data, grid, counter, "folded passes")
    }

    func testADeepZoomKeepsFloat64Precision() throws {
        let counter = try counter()
        // Points 10^-9 apart near 10^6: Float32 offsets from any origin over the cloud would
        // merge them; a pixel here is 2·10^-10 wide.
        let base = 1_000_000.0
        let x = (0..<4096).map { base + Double($0) * 1e-9 } + random(10_000, seed: 5).map { $0 * 1000 }
        let y = (0..<4096).map { Double($0 % 64) * 1e-9 } + random(10_000, seed: 6)
        let grid = DensityGrid(originX: base, originY: 64e-9, unitsX: 5e9, unitsY: -1e9, width: 1024, height: 80)
        assertSameCounts(SeriesData(x: x, y: y), grid, counter, "deep zoom")
    }

    func testEvenlySampledXIsCountedAsItsArithmetic() throws {
        let counter = try counter()
        let data = SeriesData(x: SeriesColumn(start: -3.3, step: 0.0123, count: 3_000_000),
                              y: SeriesColumn(random(3_000_000, seed: 7)))
        XCTAssertNotNil(data.x.evenSpacing)
        assertSameCounts(data, DensityGrid(originX: -4, originY: 1, unitsX: 17.5, unitsY: -300, width: 700, height: 300),
                         counter, "even x")
    }

    func testTheStrategyDecidesPerCloudSizeFromTheMeasuredCosts() {
        typealias Costs = DensityCountingStrategy.Costs
        // A GPU: 0.4 ms a count whatever the points, 0.05 ns a point; a core takes 5 ns a point.
        let gpu = DensityCountingStrategy()
        XCTAssertEqual(gpu.choice, .measuring)
        XCTAssertFalse(gpu.prefersDevice(points: 1 << 30), "nothing goes to the GPU before measuring")
        gpu.record(Costs(deviceFixed: 0.4e-3, devicePerPoint: 0.05e-9, hostPerPoint: 5e-9, cores: 4, devicePoints: 1 << 20))
        XCTAssertEqual(gpu.choice, .device)
        XCTAssertFalse(gpu.prefersDevice(points: 1 << 14), "a small cloud: the fixed cost loses to one core")
        XCTAssertTrue(gpu.prefersDevice(points: 1 << 17))
        XCTAssertTrue(gpu.prefersDevice(points: 100_000_000))
        XCTAssertEqual(gpu.costs?.deviceFrom, 1 << 17)
        gpu.record(Costs(deviceFixed: 1, devicePerPoint: 1, hostPerPoint: 0, cores: 1, devicePoints: 0))
        XCTAssertEqual(gpu.costs?.deviceFixed, 0.4e-3, "the first measurement stands")

        // The cores are the process's: the same timings decide differently on 4 cores and on 16.
        let timings = (fixed: 2e-3, perPoint: 0.05e-9, core: 1e-9)
        let four = DensityCountingStrategy(costs: Costs(deviceFixed: timings.fixed, devicePerPoint: timings.perPoint,
                                                        hostPerPoint: timings.core, cores: 4, devicePoints: 1 << 20))
        let sixteen = DensityCountingStrategy(costs: Costs(deviceFixed: timings.fixed, devicePerPoint: timings.perPoint,
                                                           hostPerPoint: timings.core, cores: 16, devicePoints: 1 << 20))
        XCTAssertTrue(four.prefersDevice(points: 1 << 26), "67M points: 16.8 ms on 4 cores against 5.4 ms")
        XCTAssertFalse(sixteen.prefersDevice(points: 1 << 26), "4.2 ms on 16 cores against 5.4 ms")
        XCTAssertTrue(sixteen.prefersDevice(points: 1 << 30), "past the crossing the GPU wins on 16 cores too")
        // Below 2^22 points a cloud is counted on one core whatever the cores.
        XCTAssertEqual(sixteen.costs?.hostSeconds(points: 1 << 21), four.costs?.hostSeconds(points: 1 << 21))

        // llvmpipe: the points are rasterised on the same cores, slower than counting them.
        let software = DensityCountingStrategy(costs: Costs(deviceFixed: 5e-3, devicePerPoint: 2e-6, hostPerPoint: 50e-9,
                                                            cores: 2, devicePoints: 1 << 16))
        XCTAssertEqual(software.choice, .host)
        XCTAssertNil(software.costs?.deviceFrom)
        XCTAssertFalse(software.prefersDevice(points: 1 << 34))
        let none = DensityCountingStrategy()
        none.record(Costs(deviceFixed: .infinity, devicePerPoint: .infinity, hostPerPoint: 0, cores: 1, devicePoints: 0))
        XCTAssertEqual(none.choice, .host, "no Float64 shaders: the CPU counts")
        XCTAssertTrue(DensityCountingStrategy(decided: .device).prefersDevice(points: 10), "a decided strategy holds for every size")
    }
}
