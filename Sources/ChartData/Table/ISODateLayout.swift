/// One fixed byte layout of ISO 8601 dates and timestamps, as a column of a big file writes every
/// cell: `2024-03-01`, `2024/03/01`, `2024-03-01T14:30`, `2024-03-01 14:30:05`,
/// `2024-03-01T14:30:05.250`, each optionally ending in `Z` or, with a clock, in a zone offset
/// `+01:00`/`-05:30` (each cell its own: a column crossing a daylight saving change holds two).
/// Found from one cell (`init?(cell:)`),
/// it reads a cell of the same layout straight from its bytes (`seconds(_:)`): each field at its
/// own place, no scan, no `String`.
///
/// It is a fast path and never the judge: a cell it cannot read (another layout, a gap, a
/// blank, an offset of another form such as `+0100`, an invalid day) gives nil, and the caller reads that cell with the
/// general `DateColumnParser`. Where it does read one, the value is bit for bit the one
/// `DateColumnParser(form: .yearFirst, timeZone: UTC)` gives for it: the same validity rules
/// (month 1…12, the month's days with leap years, hour ≤ 24, minute ≤ 59, second ≤ 60) and the
/// same arithmetic (whole seconds as an integer, then the fraction added as `digits / 10^n`).
/// With an offset the value is that instant, computed as the general parser does (the wall
/// clock's seconds, then the offset's subtracted). Without `Z` or an offset the value is the
/// wall clock read as UTC: the caller applies a time zone.
///
/// ```swift
/// let layout = ISODateLayout(cell: Array("2020-09-13T12:26:40".utf8))!
/// Array("2020-09-13T12:26:41".utf8).withUnsafeBufferPointer { layout.seconds($0) }  // 1_600_000_001
/// ```
package struct ISODateLayout: Sendable, Equatable {
    /// `-` or `/` between year, month and day.
    package let dateSeparator: UInt8
    /// `T`, `t` or a space before the clock; nil for a date alone.
    package let clockSeparator: UInt8?
    package let hasSeconds: Bool
    /// Digits after the seconds' point (1…9); 0 for none.
    package let fractionDigits: Int
    /// The cell ends in `Z`: the time is UTC whatever the time zone.
    package let isUTC: Bool
    /// The cell ends in a zone offset `±HH:MM` (hours 00…23, minutes 00…59, as the general
    /// parser takes them): the time is an instant whatever the time zone, each cell's own.
    package let hasOffset: Bool
    /// Bytes of every cell of the layout.
    package let length: Int

    /// The layout of `cell`; nil when it is not a plain ISO date or timestamp this reads.
    package init?(cell: some Collection<UInt8>) {
        let bytes = Array(cell)
        func digits(_ range: Range<Int>) -> Bool {
            range.upperBound <= bytes.count && range.allSatisfy { bytes[$0] &- 48 < 10 }
        }
        guard bytes.count >= 10, digits(0..<4), bytes[4] == 45 || bytes[4] == 47, digits(5..<7),
              bytes[7] == bytes[4], digits(8..<10) else { return nil }
        dateSeparator = bytes[4]
        var end = 10
        var clock: UInt8?
        var seconds = false
        var fraction = 0
        if bytes.count > 10 {
            guard [84, 116, 32].contains(bytes[10]), digits(11..<13), bytes.count > 13, bytes[13] == 58, digits(14..<16)
            else { return nil }
            clock = bytes[10]
            end = 16
            if bytes.count > 16, bytes[16] == 58 {
                guard digits(17..<19) else { return nil }
                seconds = true
                end = 19
                if bytes.count > 19, bytes[19] == 46 {
                    var count = 0
                    while 20 + count < bytes.count, bytes[20 + count] &- 48 < 10 { count += 1 }
                    guard (1...9).contains(count) else { return nil }
                    fraction = count
                    end = 20 + count
                }
            }
        }
        var utc = false
        var offset = false
        if end < bytes.count, bytes[end] == 90, clock != nil {
            utc = true
            end += 1
        } else if clock != nil, end + 6 == bytes.count,
                  bytes.withUnsafeBufferPointer({ Self.offsetSeconds(UnsafeBufferPointer(rebasing: $0[end...])) }) != nil {
            offset = true
            end += 6
        }
        guard end == bytes.count else { return nil }
        clockSeparator = clock
        hasSeconds = seconds
        fractionDigits = fraction
        isUTC = utc
        hasOffset = offset
        length = end
    }

    /// The layout of the first cell of `texts` that is not empty, if it has one.
    package init?(firstFilledOf texts: [String]) {
        guard let first = texts.first(where: { !$0.isEmpty && !CellParser.isGapMarker($0) }) else { return nil }
        self.init(cell: first.utf8)
    }

    /// Seconds since 1970 of a cell of this layout (UTC with `Z`, the instant with an offset,
    /// else the wall clock read as UTC); nil for any cell that is not exactly of the layout or not
    /// a valid date and time.
    @inline(__always)
    package func seconds(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
        guard cell.count == length, let p = cell.baseAddress else { return nil }
        @inline(__always) func two(_ at: Int) -> Int? {
            let a = p[at] &- 48, b = p[at + 1] &- 48
            return a < 10 && b < 10 ? Int(a) * 10 + Int(b) : nil
        }
        guard let century = two(0), let yy = two(2), p[4] == dateSeparator, let month = two(5), p[7] == dateSeparator,
              let day = two(8), (1...12).contains(month), day >= 1, day <= DateColumnParser.daysIn(month, of: century * 100 + yy)
        else { return nil }
        let year = century * 100 + yy
        var whole = DateColumnParser.daysSinceEpoch(year: year, month: month, day: day) * 86_400
        var fraction = 0.0
        if let clockSeparator {
            guard p[10] == clockSeparator, let hour = two(11), p[13] == 58, let minute = two(14), hour <= 24, minute <= 59
            else { return nil }
            whole += hour * 3600 + minute * 60
            if hasSeconds {
                guard p[16] == 58, let second = two(17), second <= 60 else { return nil }
                whole += second
                if fractionDigits > 0 {
                    guard p[19] == 46 else { return nil }
                    var value = 0
                    for index in 20..<(20 + fractionDigits) {
                        let digit = p[index] &- 48
                        guard digit < 10 else { return nil }
                        value = value * 10 + Int(digit)
                    }
                    fraction = Double(value) / Self.powersOfTen[fractionDigits]
                }
            }
            if isUTC, p[length - 1] != 90 { return nil }
            if hasOffset {
                // `local - Double(offset)`, as `DateColumnParser.seconds(from:)` computes it.
                guard let offset = Self.offsetSeconds(UnsafeBufferPointer(rebasing: cell[(length - 6)...])) else { return nil }
                return (Double(whole) + fraction) - Double(offset)
            }
        }
        return Double(whole) + fraction
    }

    /// The seconds east of UTC of a zone offset `±HH:MM` (6 bytes exactly), nil for anything else
    /// (the general parser's bounds: hours to 23, minutes to 59).
    @inline(__always)
    package static func offsetSeconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count == 6, let p = bytes.baseAddress, p[0] == 43 || p[0] == 45, p[3] == 58 else { return nil }
        let h1 = p[1] &- 48, h2 = p[2] &- 48, m1 = p[4] &- 48, m2 = p[5] &- 48
        guard h1 < 10, h2 < 10, m1 < 10, m2 < 10 else { return nil }
        let hours = Int(h1) * 10 + Int(h2), minutes = Int(m1) * 10 + Int(m2)
        guard hours <= 23, minutes <= 59 else { return nil }
        return (p[0] == 43 ? 1 : -1) * (hours * 3600 + minutes * 60)
    }

    private static let powersOfTen: [Double] = (0...9).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }
}
