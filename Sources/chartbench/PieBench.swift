import ChartKit
import Foundation

/// `chartbench --series pie`: a pie turning by 1° a frame (the drag and spin case: every slice
/// moves, the whole base image is redrawn), and a hover that only changes the tooltip, from 10 to
/// 10,000 slices with outside labels. Prints medians and p90 in milliseconds.
func benchPie(options: Options, renderer: ChartImageRenderer) {
    let size = Size(width: options.width, height: options.height)
    print("chartbench: pie with outside labels, \(Int(options.width))x\(Int(options.height)) px, "
          + "\(options.frames) frames per kind, times in ms (median / p90)")
    print("    slices   rotate 1° (scene + draw)   scene build alone   hover (tooltip only)   series triangles")
    for count in [10, 100, 1_000, 10_000] {
        let chart = Chart(title: "chartbench: \(count) slices")
        let pie = PieSeries(title: "pie")
        pie.labelPosition = .outside
        var random = SeededGenerator()
        let values = (0..<count).map { _ in 1 + random.next() * 9 }
        let source = ArrayDataSource()
        source.add(pie, values: values, names: (0..<count).map { "Slice \($0)" })
        chart.dataSource = source
        func frame() { renderer.draw(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) }
        frame()
        var rotate: [Double] = [], scene: [Double] = [], hover: [Double] = []
        for i in 0..<options.frames {
            pie.rotationAngle = Double(i + 1) * .pi / 180
            rotate.append(milliseconds(frame))
        }
        let triangles = renderer.lastFrameStats.triangles[.series] ?? 0
        for i in 0..<options.frames {
            pie.rotationAngle = Double(i + 1) * .pi / 180
            scene.append(milliseconds { withExtendedLifetime(chart.makeScene(size: size, scale: 1, measurer: renderer.fonts)) {} })
        }
        let center = chart.radialCenter ?? Point(x: size.width / 2, y: size.height / 2)
        let radius = chart.radialRadius ?? 100
        for i in 0..<options.frames {
            let a = Double(i) * 0.37
            _ = chart.handle(.pointerMove(position: Point(x: center.x + radius * 0.5 * cos(a), y: center.y + radius * 0.5 * sin(a)),
                                          buttons: [], time: Double(i)))
            hover.append(milliseconds(frame))
        }
        func f(_ t: Timing) -> String { String(format: "%7.2f / %-7.2f", t.median, t.p90) }
        print(String(format: "%10d", count) + "   \(f(Timing(rotate)))          \(f(Timing(scene)))     \(f(Timing(hover)))"
              + String(format: "        %d", triangles))
    }
}
