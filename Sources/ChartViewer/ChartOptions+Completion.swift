import ChartKit

extension ChartOptions {
    /// The words shell completion offers for the options that take one of a few names
    /// (`chartview --generate-completion-script bash|zsh|fish`, installed by Scripts/install).
    /// ChartOptionsCompletionTests checks that every word is one the option accepts.
    static let themeNames = Theme.builtIn.map(\.name)
    static let axisKindNames = AxisKind.allCases.map(\.rawValue)
    static let crosshairModes = CrosshairMode.allCases.map(\.rawValue)
    static let dtypeNames = ["f64", "f32", "f16", "i64", "i32", "i16", "i8", "u64", "u32", "u16", "u8"]
}
