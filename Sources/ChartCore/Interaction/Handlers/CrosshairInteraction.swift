/// The crosshair's input: it follows the pointer (and hides when the pointer leaves);
/// `crosshairSettings.toggleKey` ("c") turns it on and off; Shift+Left/Right step it to the
/// previous/next point of its series; under `.pressAndHold`, a left press held still for
/// `holdDelay` shows it, and it then follows the pointer (no panning) until release.
/// Following the pointer passes the event on, so a drag still pans.
public struct CrosshairInteraction: ChartInteraction {
    public init() {}

    public var name: String { "crosshair" }

    public func key(_ key: KeyInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        if case .character(let c) = key.key, key.modifiers.isDisjoint(with: [.control, .alt, .super]),
           let toggle = chart.crosshairSettings.toggleKey, c == toggle {
            chart.crosshairSettings.isEnabled.toggle()
            chart.crosshairState.keyboardTarget = nil
            return .consumed()
        }
        if key.key == .left || key.key == .right, key.modifiers == .shift {
            return .consumed(redraw: chart.stepCrosshair(by: key.key == .right ? 1 : -1))
        }
        return .ignored
    }

    public func press(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        guard pointer.button == .left, pointer.clickCount == 1, let plot = context.layout?.plotArea,
              plot.contains(pointer.position) else {
            chart.overlayState.pendingHold = nil
            return .ignored
        }
        if chart.crosshairSettings.activation == .pressAndHold {
            chart.overlayState.pendingHold = (pointer.time, pointer.position)
        }
        return .ignored
    }

    public func drag(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        follow(pointer, in: context)
    }

    public func hover(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        follow(pointer, in: context)
    }

    private func follow(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart, position = pointer.position
        if chart.crosshairState.pointerPosition != position { chart.crosshairState.keyboardTarget = nil }
        if chart.crosshairState.isHeld {
            chart.crosshairState.pointerPosition = position
            return .consumed()
        }
        if let hold = chart.overlayState.pendingHold {
            let dx = position.x - hold.position.x, dy = position.y - hold.position.y
            let threshold = chart.navigation.dragThreshold
            if dx * dx + dy * dy >= threshold * threshold {
                chart.overlayState.pendingHold = nil  // a drag: it pans
            } else if chart.activateHold(at: pointer.time) {
                chart.crosshairState.pointerPosition = position
                return .consumed()
            }
        }
        guard position.isFinite, chart.crosshairState.pointerPosition != position else { return .ignored }
        chart.crosshairState.pointerPosition = position
        return .passed(redraw: chart.crosshairSettings.isEnabled)
    }

    public func release(_ pointer: PointerInput, in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        guard pointer.button == .left else { return .ignored }
        chart.overlayState.pendingHold = nil
        guard chart.crosshairState.isHeld else { return .ignored }
        chart.crosshairState.isHeld = false
        return .consumed()
    }

    public func exit(in context: InteractionContext) -> InteractionResult {
        let chart = context.chart
        let hadCrosshair = chart.crosshairState.pointerPosition != nil
        chart.crosshairState.pointerPosition = nil
        return .passed(redraw: hadCrosshair)
    }
}
