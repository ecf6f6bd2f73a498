/// Gap markers among ISO times (`NA`, `null`, `NaN`, … : `CellParser.gapMarkers`) are missing
/// times, not cells of another form: a column of ISO times with some of them is still a column
/// of times, drawn with gaps. Kept as numbers, such a cell is a NaN whose payload says which
/// marker it was (1 + its place in `gapMarkers`; an empty cell is the plain NaN), so the cell
/// still reads back exactly as the file wrote it and the inference counts it as it counts the
/// text.
extension ISOTimeColumn {
    /// The NaN standing for gap marker `cell` when it is one, exactly (no spaces around).
    static func gap(ofCell cell: UnsafeBufferPointer<UInt8>) -> Double? {
        guard cell.count <= 4, let index = CellParser.gapMarkers.firstIndex(where: { $0.elementsEqual(cell) }) else { return nil }
        return Double(nan: Double.RawSignificand(index + 1), signaling: false)
    }

    /// The gap marker a NaN stands for; nil for the plain NaN (an empty cell) or a number.
    static func gapMarker(of value: Double) -> String? {
        guard value.isNaN else { return nil }
        let payload = Int(value.significandBitPattern & ((1 << 50) - 1))
        guard payload >= 1, payload <= CellParser.gapMarkers.count else { return nil }
        return String(decoding: CellParser.gapMarkers[payload - 1], as: UTF8.self)
    }
}

extension CellParser {
    /// Whether `text` is one of the gap markers (`gapMarkers`), exactly as written.
    package static func isGapMarker(_ text: String) -> Bool {
        text.utf8.count <= 4 && gapMarkers.contains { $0.elementsEqual(text.utf8) }
    }
}
