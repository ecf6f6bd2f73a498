import Foundation

/// A text column of ISO 8601 times of one byte layout (`ISODateLayout`), kept as one number a
/// row instead of one `String` a row: what a big delimited file's date column costs 8 bytes a row,
/// not ~80 (a 19-byte cell is past a small string's inline size: a heap object per cell).
///
/// It is still the text column the file wrote, cell for cell: a row holds a number only when
/// that number written back in the layout gives exactly the cell's bytes (`seconds(ofCell:)`
/// checks each one), so `self[row]` is the cell as written and the inference reads the column
/// as it reads any text column (`TableSchema`, a collection of `String`). An empty cell is a NaN
/// and reads back as `""`. Cells of any other form are never kept here: the reader turns the
/// column back into plain text (`ColumnAccumulator+Times.swift`), nothing lost.
///
/// The numbers are what `ISODateLayout.seconds(_:)` gives: seconds since 1970 UTC with `Z`, the
/// instant with a zone offset (`2021-03-28T03:00:00+02:00`; each row's offset is kept beside it,
/// `offsetMinutes`, 2 bytes a row, so the cell is written back as it was), else the wall clock
/// read as UTC; `instants(in:)` applies a time zone as `DateColumnParser.parseAll` would, bit
/// for bit.
///
/// ```swift
/// let layout = ISODateLayout(cell: Array("2020-01-01T00:00:00".utf8))!
/// let column = ISOTimeColumn(layout: layout, seconds: [1_577_836_800, .nan])
/// Array(column)   // ["2020-01-01T00:00:00", ""]
/// ```
package struct ISOTimeColumn: RandomAccessCollection, Equatable, Sendable {
    package let layout: ISODateLayout
    /// One per row: the cell's `layout.seconds`, NaN for an empty cell, a NaN naming the marker
    /// for a gap marker (`ISOTimeColumn+Gaps.swift`).
    package var seconds: [Double]
    /// One per row for a layout with a zone offset (`layout.hasOffset`): the cell's offset in
    /// minutes east of UTC (0 for an empty cell or a gap); empty for any other layout.
    package var offsetMinutes: [Int16]

    package init(layout: ISODateLayout, seconds: [Double], offsetMinutes: [Int16] = []) {
        precondition(offsetMinutes.count == (layout.hasOffset ? seconds.count : 0), "one offset a row for a zoned layout")
        self.layout = layout
        self.seconds = seconds
        self.offsetMinutes = offsetMinutes
    }

    /// The rows in `order` (indices of rows), seconds and offsets alike.
    package func reordered(_ order: [Int]) -> ISOTimeColumn {
        ISOTimeColumn(layout: layout, seconds: order.map { seconds[$0] },
                      offsetMinutes: offsetMinutes.isEmpty ? [] : order.map { offsetMinutes[$0] })
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { seconds.count }

    /// The cell as the file wrote it.
    package subscript(row: Int) -> String {
        Self.text(of: seconds[row], layout: layout, offsetMinutes: offsetMinutes.isEmpty ? 0 : Int(offsetMinutes[row]))
            ?? Self.gapMarker(of: seconds[row]) ?? ""
    }

    /// The times as instants (seconds since 1970 UTC), cells without a zone read in `timeZone`:
    /// what `DateColumnParser(form: .yearFirst, timeZone:).parseAll` gives for the texts.
    package func instants(in timeZone: TimeZone) -> [Double] {
        let isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
        // A gap marker's NaN names its marker only here: the times are plain NaN at gaps, as
        // `parseAll` gives them (copied only when a marker is there).
        let plain = seconds.contains { $0.isNaN && $0.bitPattern != Double.nan.bitPattern }
            ? seconds.map { $0.isNaN ? .nan : $0 } : seconds
        if layout.isUTC || layout.hasOffset || isUTC { return plain }
        return DateColumnParser(form: .yearFirst, timeZone: timeZone).instants(fromWallClock: plain)
    }

    /// Equal layouts and cells (two NaNs are equal when both are empty cells or the same marker).
    package static func == (lhs: ISOTimeColumn, rhs: ISOTimeColumn) -> Bool {
        lhs.layout == rhs.layout && lhs.seconds.count == rhs.seconds.count && lhs.offsetMinutes == rhs.offsetMinutes
            && zip(lhs.seconds, rhs.seconds).allSatisfy {
                $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN && gapMarker(of: $0) == gapMarker(of: $1))
            }
    }

    // MARK: - Cells

    /// The seconds of `cell` when it is of `layout` and written back gives exactly its bytes;
    /// nil otherwise (another form, an hour 24, a second 60, more fraction digits than the
    /// number holds, a year past 9999).
    @inline(__always)
    package static func seconds(ofCell cell: UnsafeBufferPointer<UInt8>, layout: ISODateLayout) -> Double? {
        guard let value = layout.seconds(cell) else { return nil }
        let offset = layout.hasOffset ? offsetMinutes(ofCell: cell) : 0
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer -> Double? in
            guard let base = buffer.baseAddress, write(value, layout: layout, offsetMinutes: offset, into: base) == cell.count,
                  memcmp(base, cell.baseAddress!, cell.count) == 0 else { return nil }
            return value
        }
    }

    /// The zone offset of a cell `seconds(ofCell:layout:)` read in a layout with one, in minutes
    /// east of UTC (its last 6 bytes; 0 when they are no offset).
    @inline(__always)
    package static func offsetMinutes(ofCell cell: UnsafeBufferPointer<UInt8>) -> Int {
        guard cell.count >= 6 else { return 0 }
        return (ISODateLayout.offsetSeconds(UnsafeBufferPointer(rebasing: cell[(cell.count - 6)...])) ?? 0) / 60
    }

    /// `value` written in `layout` (with `offsetMinutes` for a layout with a zone offset: the
    /// wall clock there, then the offset); nil for NaN or a value the layout cannot write.
    package static func text(of value: Double, layout: ISODateLayout, offsetMinutes: Int = 0) -> String? {
        guard !value.isNaN else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer -> String? in
            let count = write(value, layout: layout, offsetMinutes: offsetMinutes, into: buffer.baseAddress!)
            guard count > 0 else { return nil }
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: count), as: UTF8.self)
        }
    }

    /// Writes `value` in `layout` into `target` (40 bytes of room); the bytes written, 0 when it
    /// cannot be written so. With a zone offset the instant is written as the wall clock there
    /// (the offset added back: exact for the times a cell holds, and checked by the caller).
    private static func write(_ value: Double, layout: ISODateLayout, offsetMinutes: Int,
                              into target: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite, abs(value) < 1e12, abs(offsetMinutes) < 24 * 60 else { return 0 }
        let value = layout.hasOffset ? value + Double(offsetMinutes * 60) : value
        let floor = value.rounded(.down)
        var whole = Int(floor)
        var fraction = 0
        if layout.fractionDigits > 0 {
            let scale = powersOfTen[layout.fractionDigits]
            fraction = Int(((value - floor) * Double(scale)).rounded())
            if fraction == scale { (whole, fraction) = (whole + 1, 0) }
        } else if floor != value {
            return 0
        }
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = whole - days * 86_400
        let (year, month, day) = TypedCellTable.civilDate(days: days)
        guard (0...9999).contains(year) else { return 0 }
        var at = 0
        @inline(__always) func digits(_ number: Int, _ count: Int) {
            var rest = number
            for index in stride(from: count - 1, through: 0, by: -1) {
                target[at + index] = UInt8(48 + rest % 10)
                rest /= 10
            }
            at += count
        }
        @inline(__always) func byte(_ value: UInt8) {
            target[at] = value
            at += 1
        }
        digits(year, 4)
        byte(layout.dateSeparator)
        digits(month, 2)
        byte(layout.dateSeparator)
        digits(day, 2)
        if let clock = layout.clockSeparator {
            byte(clock)
            digits(secondOfDay / 3600, 2)
            byte(58)
            digits(secondOfDay / 60 % 60, 2)
            if layout.hasSeconds {
                byte(58)
                digits(secondOfDay % 60, 2)
                if layout.fractionDigits > 0 {
                    byte(46)
                    digits(fraction, layout.fractionDigits)
                }
            } else if secondOfDay % 60 != 0 {
                return 0
            }
            if layout.isUTC { byte(90) }
            if layout.hasOffset {
                byte(offsetMinutes < 0 ? 45 : 43)
                digits(abs(offsetMinutes) / 60, 2)
                byte(58)
                digits(abs(offsetMinutes) % 60, 2)
            }
        } else if secondOfDay != 0 {
            return 0
        }
        return at
    }

    private static let powersOfTen: [Int] = (0...9).map { (0..<$0).reduce(1) { value, _ in value * 10 } }
}
