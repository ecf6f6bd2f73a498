/// Counts a cloud's points into a `DensityGrid` somewhere other than this CPU core: a GPU
/// renderer bins them there (`ChartGL`'s `DeviceDensityCounter`). A renderer that draws a
/// `DensityImage` sets itself as the image's `deviceCounter`; the scatter's next recount (a zoom)
/// goes to it, and to the CPU when it answers nil.
public protocol DensityCounting: AnyObject {
    /// Counts `data` into `grid`, colours the counts by `DensityColorScale` with `colorMap`, and
    /// keeps the picture as `image`'s contents for its current revision. Returns the largest
    /// count, or nil when it cannot (the data does not fit, another context is current), leaving
    /// the CPU to count.
    func countDensity(of data: SeriesData, in grid: DensityGrid, colorMap: ColorMap,
                      showingIn image: DensityImage) -> UInt32?
}
