/// The dispatcher: an input event offered to the chart's interaction handlers in order.
///
/// Each handler of `interactions` is asked with the event and the frame's layout until one
/// consumes it; the standard list asks the extensions (`ExtensionInteraction`) first. What no
/// handler consumed still ends an open press (a click when it did not drag), and the redraws all
/// of them asked for are added up.
extension Chart {
    /// Offers `event` to the handlers; returns whether to redraw.
    func dispatch(_ event: InputEvent) -> Bool {
        let context = InteractionContext(chart: self, layout: lastLayout, event: event)
        navigator.beginSharedStep(event)
        let held = navigator.heldButton
        switch event {
        case .pointerDown(let button, _, _, _, _): navigator.heldButton = button
        case .pointerUp(let button, _, _, _) where held == button: navigator.heldButton = nil
        default: break
        }
        var redraw = false
        var consumed = false
        for handler in interactions.handlers {
            let result = Self.deliver(event, to: handler, heldButton: held, in: context)
            redraw = redraw || result.needsRedraw
            if result.isConsumed {
                consumed = true
                break
            }
        }
        if !consumed { redraw = navigator.finishUnconsumed(event, in: context) || redraw }
        return navigator.endSharedStep() || redraw
    }

    /// Offers a click to the handlers' `click(_:in:)` in order; returns whether to redraw.
    @discardableResult
    func dispatchClick(_ click: ChartClick, in context: InteractionContext? = nil) -> Bool {
        let event = navigator.sharedStep?.event
            ?? .pointerUp(button: click.button, position: click.position, modifiers: click.modifiers, time: navigator.now)
        let context = context ?? InteractionContext(chart: self, layout: lastLayout, event: event)
        var redraw = false
        for handler in interactions.handlers {
            let result = handler.click(click, in: context)
            redraw = redraw || result.needsRedraw
            if result.isConsumed { break }
        }
        return redraw
    }

    private static func deliver(_ event: InputEvent, to handler: any ChartInteraction,
                                heldButton: InputEvent.Button?, in context: InteractionContext) -> InteractionResult {
        switch event {
        case .pointerDown(let button, let position, let modifiers, let clickCount, let time):
            let pointer = PointerInput(position: position, button: button, modifiers: modifiers,
                                       clickCount: clickCount, time: time)
            var redraw = false
            if clickCount == 2 {
                let result = handler.doubleClick(pointer, in: context)
                if result.isConsumed { return result }
                redraw = result.needsRedraw
            }
            let result = handler.press(pointer, in: context)
            return InteractionResult(isConsumed: result.isConsumed, needsRedraw: result.needsRedraw || redraw)
        case .pointerMove(let position, _, let time):
            let pointer = PointerInput(position: position, button: heldButton, time: time)
            return heldButton == nil ? handler.hover(pointer, in: context) : handler.drag(pointer, in: context)
        case .pointerUp(let button, let position, let modifiers, let time):
            return handler.release(PointerInput(position: position, button: button, modifiers: modifiers, time: time),
                                   in: context)
        case .scroll(let dx, let dy, let position, let modifiers, let isPrecise, let time):
            return handler.scroll(ScrollInput(dx: dx, dy: dy, position: position, modifiers: modifiers,
                                              isPrecise: isPrecise, time: time), in: context)
        case .key(let key, let modifiers, let isRepeat, let time):
            return handler.key(KeyInput(key: key, modifiers: modifiers, isRepeat: isRepeat, time: time), in: context)
        case .pointerExit:
            return handler.exit(in: context)
        }
    }
}
