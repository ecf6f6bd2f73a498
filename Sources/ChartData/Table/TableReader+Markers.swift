/// Tables between start and end markers inside a report: JPL Horizons writes its ephemeris rows
/// between a line `$$SOE` (start of ephemeris) and a line `$$EOE`, under a banner of prose and the
/// column names, with a footer of notes after. The start marker is skipped like a rule line (the
/// header above it then heads the rows under it, as the preamble rule reads any header); at the
/// end marker the table ends, and nothing after it is read (the sample for detection stops there
/// too, so the rows run to the end of what detection sees).
extension TableReader {
    enum TableMarker { case start, end }

    /// The marker `record` is, if it is one (blanks around it allowed).
    static func tableMarker(_ record: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> TableMarker? {
        var lower = record.lowerBound
        var upper = record.upperBound
        while lower < upper, ASCII.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, ASCII.isBlank(bytes[upper - 1]) { upper -= 1 }
        guard upper - lower == 5 else { return nil }
        let text = Array(bytes[lower..<upper])
        if text == Array("$$SOE".utf8) { return .start }
        if text == Array("$$EOE".utf8) { return .end }
        return nil
    }
}
