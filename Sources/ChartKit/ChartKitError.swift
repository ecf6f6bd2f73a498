import ChartCore
import ChartGL
import ChartPlatform
import ChartText

/// Why a window or an offscreen renderer could not be set up: the one error type
/// `ChartView(charts:…)` and `ChartImageRenderer()` throw, wrapping the layer that failed.
///
/// ```swift
/// do {
///     try ChartView(chart: chart, title: "Prices", size: Size(width: 900, height: 600)).run()
/// } catch ChartKitError.window(.noDisplay) {
///     try ChartImageRenderer().writePNG(chart, size: Size(width: 900, height: 600), to: "prices.png")
/// }
/// ```
public enum ChartKitError: Error, Equatable, CustomStringConvertible, Sendable {
    /// No window: no display, or GLFW or the GL context failed.
    case window(WindowError)
    /// No headless GL context (EGL).
    case graphicsContext(HeadlessGLError)
    /// FreeType or fontconfig found no usable font.
    case fonts(TextError)
    /// A shader program or GL object could not be made.
    case renderer(RendererError)
    /// Two of the charts share an `Axis` object.
    case sharedAxis(SharedAxisError)

    public var description: String {
        switch self {
        case .window(let error): return error.description
        case .graphicsContext(let error): return error.description
        case .fonts(let error): return error.description
        case .renderer(let error): return error.description
        case .sharedAxis(let error): return error.description
        }
    }
}

extension ChartKitError {
    /// Runs `body`, turning its typed error into a `ChartKitError` with `wrap`.
    static func wrapping<T, E: Error>(_ wrap: (E) -> ChartKitError, _ body: () throws(E) -> T) throws(ChartKitError) -> T {
        try Result(catching: body).mapError(wrap).get()
    }
}
