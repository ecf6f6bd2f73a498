/// Points for one series read from a live input: the series' key (a column name or a JSON key)
/// and its new x and y values.
struct LiveBatch: Equatable {
    var key: String
    var x: [Double]
    var y: [Double]
}
