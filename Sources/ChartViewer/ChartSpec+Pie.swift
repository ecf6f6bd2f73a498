extension ChartSpec {
    /// A pie or donut slice's look in a spec (`sliceStyles`, `selectedSliceStyle`,
    /// `selectedSliceStyles`); keys left out keep the series' own.
    public struct SliceStyleSpec: Decodable, Equatable {
        /// "#rrggbb".
        public var fillColor: String?
        /// "#rrggbb"; default: the plot's background colour.
        public var borderColor: String?
        /// In points, 0 or more.
        public var borderWidth: Double?
        /// "#rrggbb".
        public var labelColor: String?
    }

    /// The spoke joining a slice to its outside label (`spokeStyle`, `sliceSpokeStyles`,
    /// `selectedSpokeStyle`); keys left out keep the defaults of `SpokeStyle`.
    public struct SpokeSpec: Decodable, Equatable {
        /// "#rrggbb"; default: the slice's colour.
        public var color: String?
        /// In points, 0 or more (default 1).
        public var width: Double?
        /// From the anchor to the elbow, in points, 0 or more (default 14).
        public var length: Double?
        /// Where the spoke starts, in points out from the rim; negative starts inside the slice.
        public var anchorOffset: Double?
        /// A dot at the spoke's start, in points, 0 or more (default 0: none).
        public var anchorRadius: Double?
        /// "#rrggbb"; default: the spoke's colour.
        public var anchorColor: String?
        /// The gap between the spoke's end and its label, in points, 0 or more (default 3).
        public var labelPadding: Double?
        /// false hides the spoke; the label stays.
        public var visible: Bool?
    }
}
