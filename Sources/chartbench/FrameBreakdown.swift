import ChartKit
import Foundation

/// `--breakdown`: where a pan frame's time goes. Builds the 10^3-point line chart's scene once,
/// then times frames that redraw the base each time (the scene's background toggles between two
/// nearly equal colours so the cache never holds it) with the layers added one at a time.
func benchBreakdown(options: Options, renderer: ChartImageRenderer, floor: Timing) {
    let size = Size(width: options.width, height: options.height)
    let chart = Chart(title: "chartbench: 1000 points")
    let source = ArrayDataSource()
    source.add(LineSeries(title: "random walk"), y: randomWalk(count: 1000))
    chart.dataSource = source
    chart.crosshair.pointerPosition = nil
    let full = chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)
    var steps: [(String, Scene)] = []
    var scene = full
    scene.underlay = []
    scene.series = []
    scene.chrome = []
    steps.append(("background only", scene))
    scene.underlay = Array(full.underlay.prefix(1))
    steps.append(("+ plot background", scene))
    scene.underlay = full.underlay
    steps.append(("+ grid", scene))
    scene.chrome = full.chrome
    steps.append(("+ chrome (title, axes, labels)", scene))
    scene.series = full.series
    steps.append(("+ series (whole pan frame)", scene))
    print("  pan frame breakdown at 10^3 points (base redrawn every frame), ms median, ratio to floor")
    let moving = renderer.allowsMovingFrames
    renderer.allowsMovingFrames = false
    defer { renderer.allowsMovingFrames = moving }
    for (name, base) in steps {
        var samples: [Double] = []
        for i in 0..<(options.frames + 2) {
            var s = base
            s.background = i % 2 == 0 ? Color(hex: 0xffffff) : Color(hex: 0xfefefe)
            let t = milliseconds { renderer.draw(s) }
            if i >= 2 { samples.append(t) }
        }
        let t = Timing(samples)
        print(String(format: "    %-34@ %7.3f  %6.2f", name as NSString, t.median, t.median / floor.median))
    }
    // The same chart panned by 3-pixel steps as a window pans it: the plot picture moved, the
    // uncovered strip and the changed axis labels drawn (moving frames).
    renderer.allowsMovingFrames = true
    chart.xAxis.setVisibleRange(AxisRange(min: 250, max: 750))
    renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts))
    let step = 3 * 500 / (chart.lastLayout?.plotArea.width ?? 1)
    var samples: [Double] = []
    for i in 0..<(options.frames + 2) {
        let offset = Double((i / 10) % 2 == 0 ? i % 10 : 10 - i % 10) * step
        chart.xAxis.setVisibleRange(AxisRange(min: 250 + offset, max: 750 + offset))
        let t = milliseconds { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
        if i >= 2 { samples.append(t) }
    }
    let t = Timing(samples)
    print(String(format: "    %-34@ %7.3f  %6.2f", "moving pan frame (3-px steps)" as NSString, t.median, t.median / floor.median))
}
