import ChartKit
import Foundation

/// `chartbench --first-report [--first-points N,N,…] [--first-pictures DIR]`: issue 26's first
/// picture of data in memory, for every kind (line, scatter, band, columns): ms from the start
/// of the open (datasource and chart made, first frame drawn) to the first frame, to the exact
/// frame (everything built in the background taken in and drawn), and the resident bytes a point
/// the open kept once everything was built (the data included: 8 bytes a point for the line over
/// evenly sampled x, 16 for scatter and columns, 24 for the band). The data are made before the
/// clock starts, as a file's parse is not what this measures. `--first-pictures DIR` writes the
/// first, the exact and the plain picture (a chart that never draws progressively) of each and
/// prints how many pixels the exact and plain pictures differ by (0 is the goal).
/// `ReportBench` prints the same table at 10^7 and 10^8. The renderer's one-time timing of GPU
/// density counting (`decideDensityCounting`) is done before the first kind.
enum ProgressiveBench {
    struct Row {
        var kind: String
        var points: Int
        var first: Double
        var exact: Double
        var bytesPerPoint: Double
        /// Whether the first frame was drawn from a sample (something was still being built).
        var progressive: Bool
        var differingPixels: Int?
    }

    static let kinds = ["line", "scatter", "band", "column"]

    static func run(_ arguments: [String], renderer: ChartImageRenderer, options: Options) {
        let size = Size(width: options.width, height: options.height)
        let sizes = ReportBench.value(after: "--first-points", in: arguments).map {
            $0.split(separator: ",").compactMap { Double($0).map { Int($0) } }
        } ?? [10_000_000]
        let pictures = ReportBench.value(after: "--first-pictures", in: arguments)
        print("chartbench --first-report: \(Int(options.width))x\(Int(options.height)) px, release build")
        print("  machine: \(ReportBench.machineDescription())")
        // The renderer times the GPU's density counting once, on its first density picture; it
        // is done here first (as `--report` does), so no kind's first frame carries it.
        _ = renderer.decideDensityCounting()
        printTable(sizes.flatMap { n in kinds.map { measure($0, points: n, size: size, renderer: renderer, pictures: pictures) } })
    }

    static func printTable(_ rows: [Row]) {
        print("      kind          points   first frame ms   exact frame ms   first/100 ms   bytes/point   exact = plain")
        for row in rows {
            let plain = row.differingPixels.map { $0 == 0 ? "yes" : "\($0) px differ" } ?? "-"
            print(String(format: "      %-8@   %10d   %14.1f   %14.1f   %12.2f   %11.1f   %@%@", row.kind, row.points, row.first,
                         row.exact, row.first / 100, row.bytesPerPoint, plain, row.progressive ? "" : "   (not progressive)"))
        }
    }

    /// One kind at one size; everything it made is freed on return.
    static func measure(_ kind: String, points n: Int, size: Size, renderer: ChartImageRenderer, pictures: String? = nil) -> Row {
        let residentBefore = residentBytes()
        var walk: [Double] = [], high: [Double] = [], positions: [Double] = []
        var cloud: (x: [Double], y: [Double]) = ([], [])
        switch kind {
        case "line": walk = randomWalk(count: n)
        case "scatter": cloud = scatterCloud(count: n)
        default:
            walk = randomWalk(count: n)
            positions = (0..<n).map(Double.init)
            if kind == "band" { high = walk.map { $0 + 1 } }
        }
        func makeChart(progressive: Bool) -> Chart {
            let source = ArrayDataSource()
            switch kind {
            case "line": source.add(LineSeries(title: "random walk"), y: walk)
            case "scatter": source.add(ScatterSeries(title: "cloud"), x: cloud.x, y: cloud.y)
            case "band": source.add(BandSeries(title: "band"), x: positions, low: walk, high: high)
            default: source.add(ColumnSeries(title: "columns"), x: positions, y: walk)
            }
            let chart = Chart(title: "chartbench: \(n) points")
            if !progressive { chart.progressiveLoadThreshold = .max }
            chart.dataSource = source
            chart.crosshair.pointerPosition = nil
            return chart
        }
        var chart: Chart!
        var firstScene: Scene?
        let first = milliseconds {
            chart = makeChart(progressive: true)
            let scene = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)
            renderer.draw(scene)
            firstScene = scene
        }
        let progressive = chart.isBuildingPyramids || chart.isRefiningDensity
        // The first picture is read back now: its scene refers to geometry and density images
        // that later frames replace in place.
        let firstImage = pictures.flatMap { _ in firstScene.map { renderer.render($0) } }
        let exact = first + milliseconds {
            chart.waitForPyramids()
            chart.waitForDensityCounts()
            renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
        }
        var differing: Int?
        if let folder = pictures, let firstImage {
            let exactImage = renderer.render(chart, size: size)
            let plainChart = makeChart(progressive: false)
            plainChart.waitForDensityCounts()
            let plain = renderer.render(plainChart, size: size)
            var count = abs(exactImage.pixels.count - plain.pixels.count) / 4
            for i in stride(from: 0, to: min(exactImage.pixels.count, plain.pixels.count), by: 4)
            where exactImage.pixels[i..<i + 4] != plain.pixels[i..<i + 4] { count += 1 }
            differing = count
            for (name, image) in [("first", firstImage), ("exact", exactImage), ("plain", plain)] {
                try? PNGWriter.write(image, to: "\(folder)/first-\(kind)-\(n)-\(name).png")
            }
        }
        walk = []
        high = []
        positions = []
        cloud = ([], [])
        // A large scatter's count pyramid follows its first pictures on other threads.
        ReportBench.waitForCountPyramid(chart, points: n)
        let bytes = Double(residentBytes() - residentBefore) / Double(n)
        return Row(kind: kind, points: n, first: first, exact: exact, bytesPerPoint: bytes, progressive: progressive,
                   differingPixels: differing)
    }
}
