// `import ChartKit` is all a user writes: the model, the renderer's statistics and the window's
// events and errors come along.
@_exported import ChartCore
@_exported import ChartGL
@_exported import ChartPlatform
@_exported import ChartData
