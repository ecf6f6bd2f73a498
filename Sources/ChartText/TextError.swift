/// Why ChartText could not set up fonts.
public enum TextError: Error, Equatable, CustomStringConvertible, Sendable {
    /// fontconfig matched no usable font file for the pattern (no fonts installed, or none readable).
    case noFontFound(pattern: String)
    /// A FreeType call returned an error code.
    case freeType(code: Int32, call: String)

    public var description: String {
        switch self {
        case .noFontFound(let pattern):
            return "fontconfig found no usable font for pattern \"\(pattern)\" "
                + "(install a font package such as fonts-dejavu-core)"
        case .freeType(let code, let call):
            return "FreeType error \(code) in \(call)"
        }
    }
}
