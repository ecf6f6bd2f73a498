import Synchronization

extension Theme {
    /// The theme every new `Chart` starts with: `.light` until an app sets another, once, for all
    /// its charts (`Theme.default = .dark` at start-up); a chart's own `theme` still overrides it.
    ///
    /// Charts made before the change keep the theme they started with, as a theme applied to a
    /// chart is a value, not a reference to this setting.
    public static var `default`: Theme {
        get { defaultTheme.withLock { $0 } }
        set { defaultTheme.withLock { $0 = newValue } }
    }

    /// Every built-in theme, in the order `--theme` lists them.
    public static let builtIn: [Theme] = [.light, .dark, .vivid]
}

/// The process-wide default, behind a lock: charts are made on any thread (headless renders in a
/// service run several at once).
private let defaultTheme = Mutex<Theme>(.light)
