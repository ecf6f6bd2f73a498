/// Which datasets of an HDF5 file are coordinates of others rather than data variables, from
/// what netCDF-4 and the CF conventions write beside them:
/// - a dimension scale (attribute `CLASS` = `DIMENSION_SCALE`): netCDF-4's coordinate variables
///   (`time`, `lat`) and its bare dimensions;
/// - a variable another names in its `bounds` attribute (CF 7.1: cell boundaries), and
///   `NAME_bnds` / `NAME_bounds` beside a coordinate `NAME` that names none;
/// - a variable another lists in its `coordinates` attribute (CF 5: auxiliary coordinates,
///   `forecast_period`, a 2-D `lat` of a curvilinear grid).
///
/// Names in `bounds` and `coordinates` are relative to the group of the variable that holds the
/// attribute, or absolute when they start with `/`.
package enum NetCDFCoordinates {
    /// What the rule needs of one dataset (of any rank and type).
    package struct Facts: Equatable, Sendable {
        /// Absolute path, `/group/name`.
        package var path: String
        package var isDimensionScale = false
        /// The `bounds` attribute's text, when there is one.
        package var bounds: String?
        /// The `coordinates` attribute's text (names separated by blanks), when there is one.
        package var coordinates: String?

        package init(path: String, isDimensionScale: Bool = false, bounds: String? = nil, coordinates: String? = nil) {
            self.path = path
            self.isDimensionScale = isDimensionScale
            self.bounds = bounds
            self.coordinates = coordinates
        }
    }

    /// The paths of `datasets` that are coordinates.
    package static func paths(_ datasets: [Facts]) -> Set<String> {
        var coordinates = Set(datasets.filter(\.isDimensionScale).map(\.path))
        for dataset in datasets {
            let group = groupPath(of: dataset.path)
            if let bounds = dataset.bounds { coordinates.formUnion(names(bounds).map { resolve($0, in: group) }) }
            if let listed = dataset.coordinates { coordinates.formUnion(names(listed).map { resolve($0, in: group) }) }
        }
        // Bounds written without a `bounds` attribute pointing at them: named after their coordinate.
        let present = Set(datasets.map(\.path))
        for coordinate in coordinates {
            for suffix in ["_bnds", "_bounds"] where present.contains(coordinate + suffix) {
                coordinates.insert(coordinate + suffix)
            }
        }
        return coordinates.intersection(present)
    }

    /// The blank-separated names of an attribute's text.
    private static func names(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private static func groupPath(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "/" }
        return String(path[...slash])
    }

    private static func resolve(_ name: String, in group: String) -> String {
        name.hasPrefix("/") ? name : group + name
    }
}
