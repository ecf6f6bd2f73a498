extension Chart {
    /// The axis whose band (line, ticks, labels and title beside the plot area) contains `point`,
    /// from the last layout; nil over the plot area or anywhere else. Drags and scrolls there act
    /// on that axis alone.
    public func axis(at point: Point) -> Axis? {
        lastLayout.flatMap { axis(at: point, in: $0) }
    }

    /// The axis whose band in `layout` contains `point` (the layout an interaction is handed).
    func axis(at point: Point, in layout: ChartLayout) -> Axis? {
        // Every axis band, several per side when axes are stacked (AXES).
        for (axes, layouts) in [(xAxes, layout.xAxes), (yAxes, layout.yAxes)] {
            for (axis, axisLayout) in zip(axes, layouts) where axisLayout.frame.contains(point) {
                return axis
            }
        }
        return nil
    }
}
