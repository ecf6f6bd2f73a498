/// Text columns of shapes written as WKT (`POLYGON ((-89.58 39.97, …))`, `POINT (1 2)`), as
/// GIS tools export a layer's geometry beside its attributes: a shape per record, which no
/// category axis or legend can show; like a link, it stands for the record and splits nothing.
extension TableSchema {
    /// The geometry types of the WKT standard (OGC simple features), upper case.
    private static let geometryWords = ["POINT", "LINESTRING", "POLYGON", "MULTIPOINT", "MULTILINESTRING",
                                        "MULTIPOLYGON", "GEOMETRYCOLLECTION", "TRIANGLE", "TIN", "POLYHEDRALSURFACE"]

    /// Whether the filled cells among the first 200 are WKT geometries (19 of 20 at least, 3 or
    /// more): a geometry word, an optional `Z`/`M`/`ZM`, then `(` or `EMPTY`. Only each
    /// cell's first 40 characters are looked at.
    static func areWKTGeometries(_ texts: [String]) -> Bool {
        var filled = 0, shapes = 0
        for text in texts.prefix(200) where !ColumnEvidence.isBlank(text) {
            filled += 1
            if isWKT(text.prefix(40)) { shapes += 1 }
        }
        return filled >= 3 && shapes * 20 >= filled * 19
    }

    private static func isWKT(_ head: Substring) -> Bool {
        let upper = head.drop(while: { $0 == " " }).uppercased()
        guard let word = geometryWords.first(where: { upper.hasPrefix($0) }) else { return false }
        var rest = upper.dropFirst(word.count).drop(while: { $0 == " " })
        for dimension in ["ZM", "Z", "M"] where rest.hasPrefix(dimension) {
            rest = rest.dropFirst(dimension.count).drop(while: { $0 == " " })
            break
        }
        return rest.hasPrefix("(") || rest.hasPrefix("EMPTY")
    }
}
