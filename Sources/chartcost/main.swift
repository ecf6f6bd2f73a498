import ChartCore
import Foundation

// chartcost: does one interaction `repetitions` times on a line of `points` points, so that
// `Scripts/cost-ratios` can count its instructions under callgrind at two sizes and compare.
//
//   chartcost POINTS [REPETITIONS]
//   chartcost POINTS [REPETITIONS] zoom [nopyramid]   (the zoom steps of a density scatter and of a band alone)
//
// The zoom run measures the scatter twice: counted here (`measuredScatterZoom`), and with a
// stand-in for a GPU counter attached to its density image (`measuredDeviceScatterZoom`:
// `EveryPointCounter` counts every point whenever asked, as a device pays for every point).
//
// Each measured operation is one `@inline(never)` function named `measured…` with no closure
// inside (callgrind's --toggle-collect flips on every entry and exit of a matching name, so a
// nested match would switch counting off); setup — making the data, the first scene, the
// pyramid — happens outside them and is not counted; callgrind_annotate gives each one's
// inclusive count.

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard let points = arguments.first, points >= 2_000 else {
    FileHandle.standardError.write(Data("usage: chartcost POINTS [REPETITIONS] (POINTS at least 2000)\n".utf8))
    exit(1)
}
let repetitions = arguments.count > 1 ? max(1, arguments[1]) : 10
/// `zoom`: only the zoom steps of a density scatter and of a band, at sizes of their own (a
/// band aggregates above 10^5; the scatter gets its count pyramid from `zoomPyramidPoints`).
let zoomOnly = CommandLine.arguments.dropFirst().contains("zoom")
/// The zoom steps are drawn 320 × 200: its plot's pixels (with the density grid's margins,
/// about 8·10^4 cells) are outnumbered by 3·10^5 points (4 to 1) and 10^6 (12 to 1) as
/// 1600 × 1000's are by 10^8 (3.6·10^6 cells, 28 to 1), so a profiler affords sizes where a
/// zoom that counts every point and one that reads the pyramid's bins part (10^4 and 3·10^5
/// in CI: 4.55 against 1.56).
let size = zoomOnly ? Size(width: 320, height: 200) : Size(width: 800, height: 500)
/// Clouds from this many points get the count pyramid in the zoom steps (the product's default
/// is 2^22: below, counting every point is cheap at window sizes; here the view is small).
/// `zoom nopyramid` gives the scatter none, so every zoom counts every point, as before
/// session 7: it shows what `Scripts/cost-ratios`' scatter bound catches.
let zoomPyramidPoints = CommandLine.arguments.dropFirst().contains("nopyramid") ? Int.max : 1 << 16
let measurer = ApproximateTextMeasurer()
let batch = 1_000

/// A random walk, the same every run.
func walk(count: Int) -> [Double] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var value = 0.0
    var values = [Double](repeating: 0, count: count)
    for index in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        value += Double(state >> 11) / Double(1 << 53) - 0.5
        values[index] = value
    }
    return values
}

func lineChart(points: Int, extra: Int) -> (Chart, [Double]) {
    let values = walk(count: points + extra)
    let chart = Chart(title: "cost")
    let source = ArrayDataSource()
    source.add(LineSeries(title: "walk"), x: (0..<points).map(Double.init), y: Array(values.prefix(points)))
    chart.dataSource = source
    drawFirstFrame(chart)
    return (chart, values)
}

/// Appending 1,000 points to a followed line and building the frame's scene.
@inline(never)
func measuredAppend(_ chart: Chart, xs: [[Double]], ys: [[Double]]) -> Int {
    var commands = 0
    for index in xs.indices {
        chart.append(x: xs[index], y: ys[index], toSeriesAt: 0)
        commands += chart.makeScene(size: size, measurer: measurer).series.count
    }
    return commands
}

/// Appending 1,000 points to a line in a rolling window (the oldest 1,000 leave), with no
/// scene: the data side alone (columns, extents, pyramid, the datasource's arrays), so a trim
/// that moves the whole window shows plainly instead of hiding under the scene's cost. The same
/// number of appends at every size (`rollingAppends`: at least two windows' worth at 10^5),
/// so compactions of the removed head, one per window, are counted in proportion.
@inline(never)
func measuredRollingAppend(_ chart: Chart, xs: [[Double]], ys: [[Double]]) -> Int {
    for index in xs.indices { chart.append(x: xs[index], y: ys[index], toSeriesAt: 0) }
    return chart.data(forSeriesAt: 0).count
}

/// Appending 1,000 points to a line in a rolling window, all of it in view, and the frame's scene.
@inline(never)
func measuredRollingFrame(_ chart: Chart, xs: [[Double]], ys: [[Double]]) -> Int {
    var commands = 0
    for index in xs.indices {
        chart.append(x: xs[index], y: ys[index], toSeriesAt: 0)
        commands += chart.makeScene(size: size, measurer: measurer).series.count
    }
    return commands
}

/// A click's hit test near the middle of the plot.
@inline(never)
func measuredHitTest(_ chart: Chart, at location: Point) -> Int {
    var found = 0
    for _ in 0..<repetitions where chart.hitTest(at: location) != nil { found += 1 }
    return found
}

/// The snap crosshair's reading under a still pointer.
@inline(never)
func measuredCrosshair(_ chart: Chart) -> Int {
    var rows = 0
    for _ in 0..<repetitions {
        if let reading = chart.crosshairReading() { rows += reading.rows.count }
    }
    return rows
}

/// Zoom steps on x (in, then out again), each followed by the frame's scene.
@inline(never)
func measuredZoom(_ chart: Chart, ranges: [AxisRange]) -> Int {
    var commands = 0
    for step in 0..<repetitions {
        chart.setRange(ranges[step % ranges.count], on: chart.xAxis)
        commands += chart.makeScene(size: size, measurer: measurer).series.count
    }
    return commands
}

/// A floating crosshair's reading and a hover's hit test over an unsorted scatter: both from
/// its spatial index (built before the count starts), never a scan of the cloud.
@inline(never)
func measuredScatterCrosshair(_ chart: Chart, at location: Point) -> Int {
    var rows = 0
    for _ in 0..<repetitions {
        if let reading = chart.crosshairReading() { rows += reading.rows.count }
        if chart.hitTest(at: location) != nil { rows += 1 }
    }
    return rows
}

/// An unsorted cloud (x not monotonic) of `points` points, the same every run.
func scatterChart(points: Int) -> Chart {
    let xs = walk(count: points).map { ($0 * 7919).truncatingRemainder(dividingBy: 1_000) }
    let ys = walk(count: points + 17).suffix(points).map { $0 }
    let chart = Chart(title: "cloud")
    let source = ArrayDataSource()
    source.add(ScatterSeries(title: "cloud"), x: xs, y: Array(ys))
    chart.dataSource = source
    drawFirstFrame(chart)
    return chart
}

/// Builds the chart's first scene outside the count: geometry, caches and indexes a window's
/// first frame makes.
func drawFirstFrame(_ chart: Chart) {
    let scene = chart.makeScene(size: size, measurer: measurer)
    precondition(!scene.series.isEmpty, "the first frame draws the series")
}

/// Zoom steps on a density scatter (in, then out again), each followed by the frame's scene:
/// counts from the count pyramid's bins when the cloud has one, else from every point. Returns
/// the frames drawn coarsely (a body of its own: a release build merges identical functions,
/// and callgrind would count them as one).
@inline(never)
func measuredScatterZoom(_ chart: Chart, ranges: [AxisRange]) -> Int {
    var coarse = 0
    for step in 0..<repetitions {
        chart.setRange(ranges[step % ranges.count], on: chart.xAxis)
        let scene = chart.makeScene(size: size, measurer: measurer)
        precondition(!scene.series.isEmpty, "a zoom frame draws the cloud")
        if chart.isRefiningDensity { coarse += 1 }
    }
    return coarse
}

/// The same zoom steps with `EveryPointCounter` as the density image's device (a body of its own).
@inline(never)
func measuredDeviceScatterZoom(_ chart: Chart, ranges: [AxisRange]) -> Int {
    var coarse = 0
    for step in 0..<repetitions {
        chart.setRange(ranges[step % ranges.count], on: chart.xAxis)
        let scene = chart.makeScene(size: size, measurer: measurer)
        precondition(!scene.series.isEmpty, "a zoom frame draws every point of the cloud")
        if chart.isRefiningDensity { coarse += 1 }
    }
    return coarse
}

/// Zoom steps on columns (x = 0, 1, 2, …; more than two a device pixel, so drawn a rectangle
/// per pixel column), each followed by the frame's scene. Returns the series commands (a body
/// of its own, as above).
@inline(never)
func measuredColumnZoom(_ chart: Chart, ranges: [AxisRange]) -> Int {
    var commands = 0
    for step in 0..<repetitions {
        chart.setRange(ranges[step % ranges.count], on: chart.xAxis)
        commands += chart.makeScene(size: size, measurer: measurer).series.count
    }
    return commands
}

/// A stand-in for a GPU density counter (`DensityCounting`): it takes every cloud and counts
/// every point on this core, so its instructions follow the points as a device's work does.
final class EveryPointCounter: DensityCounting {
    private(set) var counted = 0

    func countDensity(of data: SeriesData, in grid: DensityGrid, colorMap: ColorMap,
                      showingIn image: DensityImage) -> UInt32? {
        counted += 1
        return grid.counts(of: data, cores: 1).max() ?? 0
    }
}

/// Attaches `counter` to the chart's density image as a renderer attaches its GPU counter.
func attach(_ counter: EveryPointCounter, to chart: Chart) {
    for case .densityImage(let command) in chart.makeScene(size: size, measurer: measurer).series {
        command.image.deviceCounter = counter
    }
}

/// Zoom steps on a band (in, then out again), each followed by the frame's scene. Returns the
/// series commands plus the overlay's (a body of its own, as above).
@inline(never)
func measuredBandZoom(_ chart: Chart, ranges: [AxisRange]) -> Int {
    var commands = 0
    for step in 0..<repetitions {
        chart.setRange(ranges[step % ranges.count], on: chart.xAxis)
        let scene = chart.makeScene(size: size, measurer: measurer)
        commands += scene.series.count + scene.overlay.count
    }
    return commands
}

/// A cloud drawn as a density (x uniform, y a bell around a slow wave), the same every run, its
/// first picture's exact counts and its count pyramid (from `zoomPyramidPoints`) made outside the count.
func densityChart(points: Int) -> Chart {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func uniform() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) * 0x1p-53
    }
    var xs = [Double](repeating: 0, count: points), ys = [Double](repeating: 0, count: points)
    for index in 0..<points {
        let x = uniform() * 1_000
        xs[index] = x
        ys[index] = sin(x / 1_000 * 12) + uniform() + uniform() + uniform() + uniform() - 2
    }
    let chart = Chart(title: "density")
    let series = ScatterSeries(title: "cloud")
    series.densityMode = .always
    series.densityPyramidThreshold = zoomPyramidPoints
    let source = ArrayDataSource()
    source.add(series, x: xs, y: ys)
    chart.dataSource = source
    drawFirstFrame(chart)
    chart.waitForDensityCounts()
    drawFirstFrame(chart)
    if points >= zoomPyramidPoints {
        // The pyramid is built on other threads after the first picture (DensityGridBuilder).
        while series.densityPyramidBuild == nil { usleep(10_000) }
    }
    return chart
}

/// The middle half of x and the same 10 % narrower, the view settled at the first (its exact
/// counts taken in) before the count.
func zoomRanges(_ chart: Chart) -> [AxisRange] {
    let all = chart.xAxis.visibleRange
    let middle = AxisRange(min: all.min + all.span / 4, max: all.max - all.span / 4)
    let narrower = AxisRange(min: middle.min + middle.span * 0.05, max: middle.max - middle.span * 0.05)
    chart.setRange(middle, on: chart.xAxis)
    drawFirstFrame(chart)
    chart.waitForDensityCounts()
    drawFirstFrame(chart)
    return [narrower, middle]
}

var checksum = 0

if zoomOnly {
    do {
        let chart = densityChart(points: points)
        let ranges = zoomRanges(chart)
        let coarse = measuredScatterZoom(chart, ranges: ranges)
        print("chartcost zoom: \(coarse) of \(repetitions) scatter zoom frames drawn from the count pyramid's bins")
        checksum &+= coarse
        let counter = EveryPointCounter()
        attach(counter, to: chart)
        _ = zoomRanges(chart)
        let before = counter.counted
        let deviceCoarse = measuredDeviceScatterZoom(chart, ranges: ranges)
        print("chartcost zoom: with a device counter, \(deviceCoarse) of \(repetitions) frames from the bins, "
              + "\(counter.counted - before) counted by the device")
        checksum &+= deviceCoarse
    }
    do {
        let values = walk(count: points)
        let chart = Chart(title: "band")
        let source = ArrayDataSource()
        source.add(BandSeries(title: "band"), x: (0..<points).map(Double.init), low: values, high: values.map { $0 + 1 })
        chart.dataSource = source
        drawFirstFrame(chart)
        chart.waitForPyramids()
        checksum &+= measuredBandZoom(chart, ranges: zoomRanges(chart))
    }
    do {
        let chart = Chart(title: "columns")
        let source = ArrayDataSource()
        source.add(ColumnSeries(title: "columns"), x: (0..<points).map(Double.init), y: walk(count: points))
        chart.dataSource = source
        drawFirstFrame(chart)
        chart.waitForPyramids()
        checksum &+= measuredColumnZoom(chart, ranges: zoomRanges(chart))
    }
    print("chartcost zoom: \(points) points, \(repetitions) repetitions, checksum \(checksum)")
    exit(0)
}

// Append: a followed line, two warm-up batches outside the count (the first append starts the
// slide and grows the arrays' capacity).
do {
    let warmUps = 2
    let (chart, values) = lineChart(points: points, extra: batch * (repetitions + warmUps))
    chart.follow.visibleSpan = 2_000
    var xs: [[Double]] = [], ys: [[Double]] = []
    var next = points
    for _ in 0..<(repetitions + warmUps) {
        xs.append((next..<next + batch).map(Double.init))
        ys.append(Array(values[next..<next + batch]))
        next += batch
    }
    for index in 0..<warmUps {
        chart.append(x: xs[index], y: ys[index], toSeriesAt: 0)
        checksum &+= chart.makeScene(size: size, measurer: measurer).series.count
    }
    checksum &+= measuredAppend(chart, xs: Array(xs.dropFirst(warmUps)), ys: Array(ys.dropFirst(warmUps)))
}

// Rolling window: the window keeps `points` points, all in view; appends push the oldest out.
do {
    let rollingAppends = 256
    let frames = repetitions + 2
    let (chart, values) = lineChart(points: points, extra: batch * (rollingAppends + frames))
    chart.rollingWindow = .points(points)
    chart.follow.visibleSpan = Double(points)
    var batches: [(x: [Double], y: [Double])] = []
    var next = points
    for _ in 0..<(rollingAppends + frames) {
        batches.append(((next..<next + batch).map(Double.init), Array(values[next..<next + batch])))
        next += batch
    }
    // Two frames outside the count start the slide and build what frames keep.
    for batch in batches.prefix(2) {
        chart.append(x: batch.x, y: batch.y, toSeriesAt: 0)
        checksum &+= chart.makeScene(size: size, measurer: measurer).series.count
    }
    let counted = batches.dropFirst(2).prefix(repetitions)
    checksum &+= measuredRollingFrame(chart, xs: counted.map(\.x), ys: counted.map(\.y))
    let appends = batches.suffix(rollingAppends)
    checksum &+= measuredRollingAppend(chart, xs: appends.map(\.x), ys: appends.map(\.y))
    precondition(chart.data(forSeriesAt: 0).count == points, "the rolling window keeps \(points) points")
}

// Hit test, crosshair and zoom on a line showing all its points.
do {
    let (chart, _) = lineChart(points: points, extra: 0)
    let plot = chart.lastLayout!.plotArea
    let middle = Point(x: plot.midX, y: chart.yAxis.pixelValue(forDataValue: 0))
    _ = chart.hitTest(at: middle)
    checksum &+= measuredHitTest(chart, at: middle)

    chart.crosshair.pointerPosition = Point(x: plot.midX, y: plot.midY)
    _ = chart.crosshairReading()
    checksum &+= measuredCrosshair(chart)

    let all = chart.xAxis.visibleRange
    let ranges = [AxisRange(min: all.min + all.span * 0.25, max: all.max - all.span * 0.25), all]
    checksum &+= measuredZoom(chart, ranges: ranges)
}
// Crosshair and hover over an unsorted scatter.
do {
    let chart = scatterChart(points: points)
    let plot = chart.lastLayout!.plotArea
    let middle = Point(x: plot.midX, y: plot.midY)
    chart.crosshair.mode = .floating
    chart.crosshair.pointerPosition = middle
    _ = chart.crosshairReading()
    _ = chart.hitTest(at: middle)
    checksum &+= measuredScatterCrosshair(chart, at: middle)
}
print("chartcost: \(points) points, \(repetitions) repetitions, checksum \(checksum)")
