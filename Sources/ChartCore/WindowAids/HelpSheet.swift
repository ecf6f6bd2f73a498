/// What the help overlay lists: sections of keys (or gestures) and what they do.
///
/// ```swift
/// var sheet = HelpSheet.navigation(for: chart)
/// sheet.sections.append(HelpSheet.Section(title: "Files", entries: [.init("Ctrl+S", "save a PNG")]))
/// overlay.sheet = sheet
/// ```
public struct HelpSheet: Hashable, Sendable {
    /// One line of the sheet: the keys or gesture, and what it does.
    public struct Entry: Hashable, Sendable {
        public var keys: String
        public var action: String

        public init(_ keys: String, _ action: String) {
            self.keys = keys
            self.action = action
        }
    }

    /// A titled group of entries.
    public struct Section: Hashable, Sendable {
        public var title: String
        public var entries: [Entry]

        public init(title: String, entries: [Entry]) {
            self.title = title
            self.entries = entries
        }
    }

    public var title: String
    public var sections: [Section]

    public init(title: String, sections: [Section]) {
        self.title = title
        self.sections = sections
    }

    /// Every gesture and key a chart answers, as this chart is set up (what the wheel zooms,
    /// whether y follows x).
    public static func navigation(for chart: Chart) -> HelpSheet {
        let wheel: String
        switch chart.navigation.wheelZoomAxes {
        case .horizontal: wheel = "zoom x about the pointer (Shift: y, Ctrl: both)"
        default: wheel = "zoom about the pointer"
        }
        let toggle = chart.crosshairSettings.toggleKey.map { String($0).uppercased() } ?? "C"
        return HelpSheet(title: "Keys and gestures", sections: [
            Section(title: "Mouse", entries: [
                Entry("Drag", "pan (a flick carries on)"),
                Entry("Wheel", wheel),
                Entry("Over an axis", "drag and wheel move that axis alone"),
                Entry("Right-drag, Shift+drag", "zoom to a box (Esc cancels)"),
                Entry("Double-click", "back to the whole data"),
                Entry("Click a legend entry", "hide or show its series"),
                Entry("Ctrl+click", "place a measurement cursor"),
            ]),
            Section(title: "Keys", entries: [
                Entry("Arrows", "pan a tenth of the plot"),
                Entry("+  -", "zoom in, out"),
                Entry("Home", "back to the whole data"),
                Entry("Alt+Left, Alt+Right", "earlier, later views (Backspace: back)"),
                Entry("A", "y auto-fit to the visible x on or off"),
                Entry(toggle, "crosshair on or off"),
                Entry("Shift+Left, Shift+Right", "step the crosshair through the points"),
                Entry("M, Shift+M", "measurement cursor at the crosshair, remove them"),
                Entry("End", "follow the newest data (live input)"),
                Entry("? or F1", "this help (Esc closes it)"),
            ]),
        ])
    }
}
