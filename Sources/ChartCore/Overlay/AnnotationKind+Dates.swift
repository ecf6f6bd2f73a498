import Foundation

/// Annotations at dates: each is the `Double` case at the date's value on `axis`, so a mark
/// lands where the axis places the date whatever its value unit (seconds or milliseconds).
///
/// ```swift
/// let days = chart.setXAxis(DateTimeAxis())
/// chart.addAnnotation(Annotation(.verticalLine(x: release, on: days), label: "v2.1"))
/// chart.addAnnotation(Annotation(.verticalBand(from: outageStart, to: outageEnd, on: days)))
/// chart.addAnnotation(Annotation(.text("peak", at: .data(x: peakDay, y: 42, on: days))))
/// ```
///
/// The annotation keeps the value, not the date: change the axis's `valueUnit` before adding it.
extension AnnotationKind {
    /// A line from top to bottom at `date` on `axis` (an event marker).
    public static func verticalLine(x date: Date, on axis: DateTimeAxis) -> AnnotationKind {
        .verticalLine(x: axis.value(for: date))
    }

    /// The strip between two dates on `axis`, top to bottom (an event span).
    public static func verticalBand(from start: Date, to end: Date, on axis: DateTimeAxis) -> AnnotationKind {
        .verticalBand(from: axis.value(for: start), to: axis.value(for: end))
    }
}

extension AnnotationPosition {
    /// At a data point whose x is `date` on the date axis `axis`: it moves with the data.
    public static func data(x date: Date, y: Double, on axis: DateTimeAxis) -> AnnotationPosition {
        .data(x: axis.value(for: date), y: y)
    }
}
