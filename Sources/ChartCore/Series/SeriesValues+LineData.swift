extension SeriesValues {
    /// Column `key` as a line over the series' positions, which it shares (not copied, not
    /// scanned again): a band's high and low lines. The positioned data itself when the column
    /// is its values (a band's y is its high); from `progressiveThreshold` points on, its
    /// pyramid is built in the background on every core and a sample stands in meanwhile
    /// (`SeriesData.init(y:sharingXOf:progressive:)`). Kept while the positions hold the same
    /// points. Nil when there is no such column or its length is not the positions'.
    func lineData(for key: SeriesValueKey) -> SeriesData? {
        guard let column = columns[key], column.count == positioned.count else { return nil }
        if let known = lineDataMemo[key], known.positions === positioned, known.count == positioned.count {
            return known.data
        }
        let values = SeriesColumn(column)
        let made = Self.sameStorage(positioned.y, values)
            ? positioned
            : SeriesData(y: values, sharingXOf: positioned, progressive: column.count >= progressiveThreshold)
        lineDataMemo[key] = (positioned, positioned.count, made)
        return made
    }

    /// The lines of `lineData(for:)` whose pyramids are still being built in the background.
    var linesBuildingPyramids: [SeriesData] {
        lineDataMemo.values.map(\.data).filter { $0 !== positioned && $0.isBuildingPyramid }
    }

    /// Whether two columns read the same memory (an array shared, not two equal arrays).
    private static func sameStorage(_ a: SeriesColumn, _ b: SeriesColumn) -> Bool {
        // Evenly sampled columns have no storage (and would be copied to be read as a buffer).
        a.count == b.count && a.evenSpacing == nil && b.evenSpacing == nil
            && a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
    }
}
