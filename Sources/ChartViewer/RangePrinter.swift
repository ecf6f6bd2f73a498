import ChartKit
import Foundation

/// `chartview --print-ranges`: writes one JSON object per line to standard output each time a
/// chart's axis ranges change, unbuffered, so tests and scripts can follow the view as it moves.
///
///     {"x":[12.5,48.25],"y":[-3,17.5],"cause":"pan"}
///
/// Keys are `x` and `y` for the primary axes, then `x2`, `y2`, … for further ones; `cause` is
/// `ChartMovement.causeName` (pan, zoom, momentum, animation, reset, box, key, programmatic), or
/// `data` when streamed points changed the ranges (live input).
/// In a window of several charts each line starts with `"chart":N`, N counting from 0.
///
/// Each change of what the crosshair shows prints its tooltip rows (`null` when it hides):
///
///     {"crosshair":{"x":3,"rows":[{"series":"Temperature","values":{"x":3,"y":21.5}}]}}
final class RangePrinter: ChartDelegate {
    private let chartIndex: Int?
    private let write: (String) -> Void
    private var lastDataLine: String?

    /// Prints to standard output; `chartIndex` labels lines in a multi-chart window.
    init(chartIndex: Int? = nil, write: @escaping (String) -> Void = RangePrinter.writeToStandardOutput) {
        self.chartIndex = chartIndex
        self.write = write
    }

    func chartIsPanning(_ chart: Chart, movement: ChartMovement) {
        write(Self.line(for: chart, cause: movement.causeName, chartIndex: chartIndex))
    }

    func chartIsZooming(_ chart: Chart, movement: ChartMovement) {
        write(Self.line(for: chart, cause: movement.causeName, chartIndex: chartIndex))
    }

    func chart(_ chart: Chart, didChangeCrosshair reading: CrosshairReading?) {
        write(Self.crosshairLine(for: reading, chartIndex: chartIndex))
    }

    /// The crosshair line for a reading, newline included.
    static func crosshairLine(for reading: CrosshairReading?, chartIndex: Int? = nil) -> String {
        var fields: [String] = []
        if let chartIndex { fields.append("\"chart\":\(chartIndex)") }
        guard let reading else {
            fields.append("\"crosshair\":null")
            return "{" + fields.joined(separator: ",") + "}\n"
        }
        let rows = reading.rows.map { row in
            let values = row.values.map { "\(string($0.name)):\(number($0.value))" }.joined(separator: ",")
            return "{\"series\":\(string(row.seriesTitle)),\"values\":{\(values)}}"
        }
        fields.append("\"crosshair\":{\"x\":\(number(reading.x)),\"rows\":[\(rows.joined(separator: ","))]}")
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `{"rotation":RADIANS,"cause":"drag"}` for every rotation step of a pie or donut.
    func chart(_ chart: Chart, isRotating rotation: ChartRotation) {
        var fields: [String] = []
        if let chartIndex { fields.append("\"chart\":\(chartIndex)") }
        fields.append("\"rotation\":\(Self.number(rotation.angle))")
        fields.append("\"cause\":\"\(rotation.cause.rawValue)\"")
        write("{" + fields.joined(separator: ",") + "}\n")
    }

    /// `{"selected":{"series":I,"point":J}}` when a point or slice is selected, `{"selected":null}`
    /// when one is deselected.
    func chart(_ chart: Chart, didChangeSelection selection: SeriesSelection) {
        var fields: [String] = []
        if let chartIndex { fields.append("\"chart\":\(chartIndex)") }
        if selection.isSelected {
            let point = selection.pointIndex.map { ",\"point\":\($0)" } ?? ""
            fields.append("\"selected\":{\"series\":\(selection.seriesIndex)\(point)}")
        } else {
            fields.append("\"selected\":null")
        }
        write("{" + fields.joined(separator: ",") + "}\n")
    }

    /// Streamed points (live input): a line with cause `data`, when the ranges changed.
    func chart(_ chart: Chart, didStreamPointsInSeriesAt seriesIndex: Int, appended: Int, removed: Int) {
        let line = Self.line(for: chart, cause: "data", chartIndex: chartIndex)
        guard line != lastDataLine else { return }
        lastDataLine = line
        write(line)
    }

    /// One line, newline included.
    static func line(for chart: Chart, cause: String, chartIndex: Int? = nil) -> String {
        var fields: [String] = []
        if let chartIndex { fields.append("\"chart\":\(chartIndex)") }
        for (name, axes) in [("x", chart.xAxes), ("y", chart.yAxes)] {
            for (i, axis) in axes.enumerated() {
                let range = axis.visibleRange
                fields.append("\"\(i == 0 ? name : "\(name)\(i + 1)")\":[\(number(range.min)),\(number(range.max))]")
            }
        }
        fields.append("\"cause\":\"\(cause)\"")
        return "{" + fields.joined(separator: ",") + "}\n"
    }

    /// The shortest text that reads back as the same Double; `null` for what JSON cannot hold.
    static func number(_ value: Double) -> String { NumberText.plain(value) }

    static func writeToStandardOutput(_ line: String) {
        FileHandle.standardOutput.write(Data(line.utf8))
    }
}
