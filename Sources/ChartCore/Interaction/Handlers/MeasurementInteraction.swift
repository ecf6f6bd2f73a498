/// The measurement cursors' input: "m" places a cursor at the crosshair (the third moves the
/// nearer one), Shift+M ("M") removes them, Ctrl+click places one at the pointer, and dragging a
/// cursor's line moves it. The crosshair's toggle key wins when it is "m" or "M".
public struct MeasurementInteraction: ChartInteraction {
    public init() {}

    public var name: String { "measurement" }

    public func key(_ key: KeyInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        guard case .character(let c) = key.key, key.modifiers.isDisjoint(with: [.control, .alt, .super]),
              c != chart.crosshairSettings.toggleKey else { return .ignored }
        if c == "m" {
            let pointerX = chart.crosshairState.pointerPosition.map { Self.xValue(atPixel: $0.x, in: context) }
            guard let x = chart.crosshairReading()?.x ?? pointerX else { return .consumed(redraw: false) }
            chart.placeMeasurementCursor(at: x)
            return .consumed()
        }
        if c == "M" {
            let had = !chart.overlayState.cursors.isEmpty
            chart.clearMeasurementCursors()
            return .consumed(redraw: had)
        }
        return .ignored
    }

    public func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        guard pointer.button == .left, pointer.clickCount == 1, let plot = context.layout?.plotArea,
              plot.contains(pointer.position) else { return .ignored }
        if let index = chart.cursorIndex(near: pointer.position.x) {
            chart.overlayState.draggedCursor = index
            return .consumed()
        }
        if pointer.modifiers.contains(.control) {
            chart.placeMeasurementCursor(at: Self.xValue(atPixel: pointer.position.x, in: context))
            return .consumed()
        }
        return .ignored
    }

    public func drag(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        moveCursor(pointer, in: context)
    }

    public func hover(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        moveCursor(pointer, in: context)
    }

    private func moveCursor(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart, state = chart.overlayState
        guard let index = state.draggedCursor, index < state.cursors.count else { return .ignored }
        if chart.crosshairState.pointerPosition != pointer.position { chart.crosshairState.keyboardTarget = nil }
        chart.crosshairState.pointerPosition = pointer.position
        let x = Self.xValue(atPixel: pointer.position.x, in: context)
        if x.isFinite { state.cursors[index] = x }
        return .consumed()
    }

    /// The primary x value at pixel column `x` of the frame's layout.
    private static func xValue(atPixel x: Double, in context: InteractionContext) -> Double {
        let axis = context.chart.xAxis
        return context.layout?.dataValue(forPixelValue: x, on: axis) ?? context.chart.dataValue(forPixelValue: x, on: axis)
    }

    public func release(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let state = context.chart.overlayState
        guard pointer.button == .left, state.draggedCursor != nil else { return .ignored }
        state.pendingHold = nil
        state.draggedCursor = nil
        return .consumed()
    }
}
