import ChartKit
import Foundation

/// The markers a scatter keeps in the current view: one frame drawn with marker layers off, so
/// every kept marker is a quad in the series layer (with layers on a pan frame draws one quad).
func keptMarkerCount(renderer: ChartImageRenderer, frame: () -> Void) -> Int {
    let layers = renderer.usesMarkerLayers
    renderer.usesMarkerLayers = false
    frame()
    let count = (renderer.lastFrameStats.triangles[.series] ?? 0) / 2
    renderer.usesMarkerLayers = layers
    frame()
    return count
}

/// Scatter level of detail, in one table per run: for each size, what the view keeps (markers
/// decimated to one per device pixel, then kept as a retained layer; density above 2·10^6 points),
/// the pan frame with the layer and with every kept marker drawn each frame (the way before
/// layers), both as medians and as ratios to the layered pan at 10^4 points, what a zoom costs
/// (the scene build alone: decimation or density counts, one pass over the points; and the whole
/// frame: the markers drawn into the layer), and the bytes the level of detail holds per point.
///
/// Bytes of the level of detail: the decimation grid (4 bytes a cell, the plot's device pixels and
/// an eighth again on each side), the kept markers (8 bytes each, on the CPU and again on the GPU)
/// and the layer (4 bytes a pixel, the same extent); in density mode the count grid (4 bytes a
/// cell, the plot and a quarter again on each side), its RGBA image and texture (4 + 4).
func scatterLevelOfDetailReport(options: Options, renderer: ChartImageRenderer) {
    let size = Size(width: options.width, height: options.height)
    print("")
    print("chartbench: scatter level of detail, \(Int(options.width))x\(Int(options.height)) px, \(options.frames) frames, "
          + "ms (median / p90); ratios to the layered pan at 10^4")
    print("    points  drawn as          kept  pan, layer        pan, every kept marker  ratio layer / every"
          + "   zoom: scene build   zoom: frame        LOD bytes/point")
    var layeredAt10k: Double?
    for exponent in 3...max(3, options.maxExponent) {
        let n = Int(pow(10, Double(exponent)))
        let chart = Chart(title: "chartbench: \(n) points")
        let source = ArrayDataSource()
        let cloud = scatterCloud(count: n)
        let series = ScatterSeries(title: "cloud")
        source.add(series, x: cloud.x, y: cloud.y)
        chart.dataSource = source
        chart.crosshair.pointerPosition = nil
        func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }

        let span = Double(n) / 2
        chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4, max: Double(n) / 4 + span))
        frame()
        let layered = renderer.lastFrameStats.markerLayersDrawn > 0
        let density = series.drawsDensity(pointCount: n)
        let kept = density ? 0 : keptMarkerCount(renderer: renderer, frame: frame)
        let plot = chart.lastLayout?.plotArea ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let step = 3 * span / plot.width

        func panFrames() -> Timing {
            var samples: [Double] = []
            for i in 0..<options.frames {
                let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
                chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4 + offset, max: Double(n) / 4 + offset + span))
                samples.append(milliseconds(frame))
            }
            return Timing(samples)
        }
        let panLayer = panFrames()
        renderer.usesMarkerLayers = false
        let panEvery = density ? panLayer : panFrames()
        renderer.usesMarkerLayers = true
        if n == 10_000 { layeredAt10k = panLayer.median }

        // Zooms by 2.5× in and out: past what the decimation grid tolerates (cells 0.8 to 2 device
        // pixels), so every zoom decimates (or counts) again and draws the layer again. The scene
        // build alone is the level of detail's build; the frame adds drawing the markers.
        var sceneBuild: [Double] = [], zoomFrame: [Double] = []
        for i in 0..<max(4, options.frames / 2) {
            let zoomed = i % 2 == 0 ? span * 0.4 : span
            chart.xAxis.setVisibleRange(AxisRange(min: Double(n) / 4, max: Double(n) / 4 + zoomed))
            if i % 2 == 0 {
                sceneBuild.append(milliseconds { withExtendedLifetime(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) {} })
            } else {
                zoomFrame.append(milliseconds(frame))
            }
            frame()
        }

        let width = (plot.width).rounded(), height = (plot.height).rounded()
        func padded(_ side: Double, _ fraction: Double) -> Double { side + 2 * (side * fraction).rounded(.up) }
        let bytes: Double
        if density {
            bytes = padded(width, 0.25) * padded(height, 0.25) * 12
        } else if layered {
            bytes = padded(width, 0.125) * padded(height, 0.125) * (layered ? 8 : 4) + Double(kept) * 16
        } else {
            bytes = 0
        }
        let mode = density ? "density" : layered ? "markers + layer" : "markers"
        func f(_ t: Timing) -> String { String(format: "%7.2f / %-7.2f", t.median, t.p90) }
        let ratio = layeredAt10k.map { String(format: "%5.2f / %-6.2f", panLayer.median / $0, panEvery.median / $0) }
            ?? "      -       "
        print(String(format: "%10d  %-16@ %6d  ", n, mode as NSString, kept) + "\(f(panLayer))  \(f(panEvery))        "
              + ratio + "       " + f(Timing(sceneBuild)) + "  " + f(Timing(zoomFrame))
              + String(format: "  %10.1f", bytes / Double(n)))
    }
}
