import Dispatch
import Foundation

/// Reads the dates and times of a whole text column in the written forms data files use, with
/// civil-date arithmetic (no calendar call per cell) on every core.
///
/// One column holds one form; `detect` finds it from the cells:
/// - year first: `2024-03-01`, `2024/03/01`, `2024-03-01T14:30`, `2024-03-01 14:30:05.250Z`,
///   `2024-03-01T14:30:05+01:00`;
/// - day or month first: `01.03.2024`, `03/01/2024`, `1/3/2024 14:30` (which of day and month comes
///   first is decided by a cell whose first or second number is above 12; with none, by the order
///   of the rows where one reading steps evenly and the other jumps (`FileOrderReading`), else the
///   column is ambiguous and read month first, as `Detection.isAmbiguous` says);
/// - month names: `Jan 1 2000`, `1 January 2000`, `January 1, 2000`, `01-Jan-2000`;
/// - two-digit years last (`19-Sep-03`, `03/09/19`, `22 Apr 17`), pivoted as POSIX strptime's
///   `%y` does: 69…99 are 19xx, 00…68 20xx;
/// - a weekday name first, which is skipped (`Sat, 22 Apr 2017 15:11:58 -0500`, RFC 2822 as
///   e-mail and RSS write it, with `(CDT)` comments and its zone names; `Saturday, April 22, 2017`);
/// - ctime and `date` output, the clock before the year: `Sat Apr 22 15:11:58 UTC 2017`;
/// - months, quarters and ISO weeks: `2017-04`, `04/2017`, `Apr 2017`, `Jan-80`, `2017Q1`,
///   `2017-Q1`, `Q1 2017`, `Q1-92`, `1991 W06`, `1991-W06-2`, and seasons of a year, `Winter-2001`
///   … `Fall-2001` (a quarter each, winter first) (the first day of the period);
/// - or a strftime pattern (`--date-format "%d/%m/%Y %H:%M"`).
/// A time may follow (hours and minutes, optional seconds and fraction, optional AM/PM) and a
/// zone (`Z`, `UTC`, `+01:00`, `-0500`, `+01`); without a zone the time is a wall clock time in
/// `timeZone`.
///
/// ```swift
/// let parser = DateColumnParser(form: .dayFirst, timeZone: TimeZone(identifier: "UTC")!)
/// parser.seconds(from: "14.11.2023 22:13:20")   // 1_700_000_000
/// ```
package struct DateColumnParser: Sendable {
    /// The order of the numeric date fields.
    package enum Form: String, Sendable {
        /// Year, month, day (ISO 8601 and `2024/03/01`); month names anywhere are accepted too.
        case yearFirst
        case dayFirst
        case monthFirst
        /// A strftime pattern.
        case pattern
    }

    package let form: Form
    package let timeZone: TimeZone
    /// The strftime directives a pattern may use, as an error line lists them.
    package static let knownDirectives = "%Y %y %m %d %e %H %I %M %S %f %p %a %A %b %B %h %z %Z %j %F %T %%"
    private let pattern: [PatternPiece]
    private let isUTC: Bool

    package init(form: Form, timeZone: TimeZone) {
        self.form = form
        self.timeZone = timeZone
        self.pattern = []
        self.isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
    }

    /// A parser for a strftime pattern; nil when the pattern uses a directive it does not know.
    /// Known: `knownDirectives`.
    package init?(pattern text: String, timeZone: TimeZone) {
        guard let pieces = Self.compile(text) else { return nil }
        self.form = .pattern
        self.timeZone = timeZone
        self.pattern = pieces
        self.isUTC = timeZone.secondsFromGMT() == 0 && timeZone.nextDaylightSavingTimeTransition == nil
    }

    /// Seconds since 1970-01-01T00:00:00Z, or nil when `text` is not a date of this form.
    package func seconds(from text: String) -> Double? {
        var text = text
        return text.withUTF8 { seconds(from: $0) }
    }

    package func seconds(from bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var fields = Fields()
        let ok = form == .pattern ? readPattern(bytes, into: &fields) : readWritten(bytes, into: &fields)
        guard ok, let local = fields.localSeconds() else { return nil }
        if let offset = fields.offset { return local - Double(offset) }
        if isUTC { return local }
        // The wall clock's offset: looked up for the guess, then again for the instant it gives,
        // which settles days that change offset.
        let guess = local - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
        return local - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: guess)))
    }

    /// Every cell as seconds (NaN for blanks and cells not of this form), in parallel.
    package func parseAll(_ texts: [String]) -> [Double] {
        var result = [Double](repeating: .nan, count: texts.count)
        let chunkCount = texts.count < 20_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
        let chunk = (texts.count + chunkCount - 1) / max(chunkCount, 1)
        // Cells of the first filled cell's plain ISO layout are read from their bytes at fixed
        // places (`ISODateLayout`, the same bits); any other cell the general way.
        let layout = form == .yearFirst ? ISODateLayout(firstFilledOf: texts) : nil
        let fast = layout.flatMap { isUTC || $0.isUTC || $0.hasOffset ? $0 : nil }
        result.withUnsafeMutableBufferPointer { out in
            let base = out
            DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
                let low = c * chunk, high = min(texts.count, low + chunk)
                guard low < high else { return }
                var hourOffsets: [Int: Int] = [:]
                for i in low..<high {
                    var text = texts[i]
                    base[i] = text.withUTF8 { bytes in fast?.seconds(bytes) ?? self.cachedSeconds(bytes, offsets: &hourOffsets) } ?? .nan
                }
            }
        }
        return result
    }

    /// `seconds(from:)` with the zone's offset remembered per hour of wall clock time.
    private func cachedSeconds(_ bytes: UnsafeBufferPointer<UInt8>, offsets: inout [Int: Int]) -> Double? {
        var fields = Fields()
        let ok = form == .pattern ? readPattern(bytes, into: &fields) : readWritten(bytes, into: &fields)
        guard ok, let local = fields.localSeconds() else { return nil }
        if let offset = fields.offset { return local - Double(offset) }
        return instant(fromWallClock: local, offsets: &offsets)
    }

    /// Wall clock times read as UTC (`ISODateLayout` without `Z`) as instants in `timeZone`,
    /// in parallel: what `parseAll` gives for their cells, bit for bit.
    package func instants(fromWallClock locals: [Double]) -> [Double] {
        if isUTC { return locals }
        var result = [Double](repeating: .nan, count: locals.count)
        let chunkCount = locals.count < 20_000 ? 1 : ProcessInfo.processInfo.activeProcessorCount * 4
        let chunk = (locals.count + chunkCount - 1) / max(chunkCount, 1)
        result.withUnsafeMutableBufferPointer { out in
            let base = out
            locals.withUnsafeBufferPointer { input in
                DispatchQueue.concurrentPerform(iterations: chunkCount) { c in
                    let low = c * chunk, high = min(input.count, low + chunk)
                    guard low < high else { return }
                    var hourOffsets: [Int: Int] = [:]
                    for i in low..<high where !input[i].isNaN {
                        base[i] = instant(fromWallClock: input[i], offsets: &hourOffsets)
                    }
                }
            }
        }
        return result
    }

    /// A wall clock time in `timeZone` (seconds read as UTC) as an instant, the zone's offset
    /// remembered per hour of wall clock time.
    private func instant(fromWallClock local: Double, offsets: inout [Int: Int]) -> Double {
        if isUTC { return local }
        let hour = Int((local / 3600).rounded(.down))
        if let offset = offsets[hour] { return local - Double(offset) }
        let guess = local - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))
        offsets[hour] = offset
        return local - Double(offset)
    }

    // MARK: - Detection

    /// What `detect` found in a column.
    package struct Detection: Equatable {
        package var form: Form
        /// Set when day and month could each come first: every number is 12 or less, and the
        /// order of the rows did not decide either.
        package var isAmbiguous: Bool
        /// Set when every number is 12 or less but the order of the rows decided: the other
        /// reading's largest step over its median step (`DateColumnParser+FileOrder`).
        package var orderJump: Double? = nil
    }

    /// The form nearly all of `texts`' filled cells are written in (at least 95 % of a sample
    /// of them), or nil when they are not dates.
    package static func detect<Texts: RandomAccessCollection>(_ texts: Texts, timeZone: TimeZone) -> Detection?
    where Texts.Element == String, Texts.Index == Int {
        let filled = sample(texts)
        guard !filled.isEmpty else { return nil }
        let needed = Int((Double(filled.count) * 0.95).rounded(.up))
        func count(_ form: Form) -> Int {
            let parser = DateColumnParser(form: form, timeZone: timeZone)
            return filled.reduce(0) { $0 + (parser.seconds(from: $1) == nil ? 0 : 1) }
        }
        if count(.yearFirst) >= needed { return Detection(form: .yearFirst, isAmbiguous: false) }
        let dayFirst = count(.dayFirst), monthFirst = count(.monthFirst)
        guard max(dayFirst, monthFirst) >= needed else { return nil }
        if dayFirst >= needed && monthFirst >= needed {
            // Both read the sample: a later cell may still decide.
            let day = DateColumnParser(form: .dayFirst, timeZone: timeZone)
            let month = DateColumnParser(form: .monthFirst, timeZone: timeZone)
            for text in texts where !text.isEmpty {
                let d = day.seconds(from: text) != nil, m = month.seconds(from: text) != nil
                if d && !m { return Detection(form: .dayFirst, isAmbiguous: false) }
                if m && !d { return Detection(form: .monthFirst, isAmbiguous: false) }
            }
            // Dotted dates are written day first wherever they are written.
            if filled[0].contains(".") { return Detection(form: .dayFirst, isAmbiguous: false) }
            let sameEitherWay = filled.allSatisfy { day.seconds(from: $0) == month.seconds(from: $0) }
            if !sameEitherWay, let decided = FileOrderReading(texts, dayFirst: day, monthFirst: month) {
                return Detection(form: decided.form, isAmbiguous: false, orderJump: decided.jump)
            }
            return Detection(form: .monthFirst, isAmbiguous: !sameEitherWay)
        }
        return Detection(form: dayFirst >= monthFirst ? .dayFirst : .monthFirst, isAmbiguous: false)
    }

    /// Up to 200 filled cells spread over the column (neither blank nor a gap marker).
    private static func sample<Texts: RandomAccessCollection>(_ texts: Texts) -> [String] where Texts.Element == String, Texts.Index == Int {
        let step = max(1, texts.count / 400)
        var picked: [String] = []
        var i = 0
        while i < texts.count, picked.count < 200 {
            // Gap markers (`NA`, `null`) are missing dates, as blanks are, not cells of another form.
            if !texts[i].allSatisfy(\.isWhitespace), !CellParser.isGapMarker(texts[i]) { picked.append(texts[i]) }
            i += step
        }
        return picked
    }

    // MARK: - Fields

    private struct Fields {
        package var year = 1970, month = 1, day = 1
        package var hour = 0, minute = 0, second = 0
        package var fraction = 0.0
        package var pm: Bool?
        package var offset: Int?
        /// Days added to year/month/day (an ISO week counts from 4 January).
        package var extraDays = 0

        package func localSeconds() -> Double? {
            var hour = self.hour
            if let pm {
                guard (1...12).contains(hour) else { return nil }
                hour = hour % 12 + (pm ? 12 : 0)
            }
            guard (1...12).contains(month), day >= 1, day <= DateColumnParser.daysIn(month, of: year),
                  hour <= 24, minute <= 59, second <= 60 else { return nil }
            let days = DateColumnParser.daysSinceEpoch(year: year, month: month, day: day) + extraDays
            return Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    package static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // MARK: - Written forms

    private struct Cursor {
        package let bytes: UnsafeBufferPointer<UInt8>
        package var index = 0
        package var atEnd: Bool { index >= bytes.count }
        package var current: UInt8 { bytes[index] }

        package mutating func skipBlanks() { while !atEnd, current == 32 || current == 9 { index += 1 } }

        package mutating func take(_ byte: UInt8) -> Bool {
            guard !atEnd, current == byte else { return false }
            index += 1
            return true
        }

        /// A run of digits: value and count (up to 18 read).
        package mutating func number(maxDigits: Int = 18) -> (value: Int, digits: Int)? {
            var value = 0, digits = 0
            while !atEnd, current &- 48 < 10, digits < maxDigits {
                value = value * 10 + Int(current &- 48)
                digits += 1
                index += 1
            }
            return digits == 0 ? nil : (value, digits)
        }

        /// A run of ASCII letters (no allocation: the caller reads it through `matches`).
        package mutating func word() -> Word {
            let start = index
            while !atEnd, (current | 0x20) >= 97, (current | 0x20) <= 122 { index += 1 }
            return Word(bytes: bytes, start: start, end: index)
        }
    }

    /// Letters of a cell, compared ignoring case.
    private struct Word {
        package let bytes: UnsafeBufferPointer<UInt8>
        package let start: Int
        package let end: Int
        package var count: Int { end - start }
        package var isEmpty: Bool { start == end }
        package func lowered(_ i: Int) -> UInt8 { bytes[start + i] | 0x20 }

        /// Equal to `text` (lowercase ASCII), ignoring case.
        package func matches(_ text: StaticString) -> Bool {
            guard text.utf8CodeUnitCount == count else { return false }
            let p = text.utf8Start
            for i in 0..<count where lowered(i) != p[i] { return false }
            return true
        }

        /// A prefix of `name` (lowercase ASCII) at least 3 letters long.
        package func isAbbreviation(of name: [UInt8]) -> Bool {
            guard count >= 3, count <= name.count else { return false }
            for i in 0..<count where lowered(i) != name[i] { return false }
            return true
        }
    }

    private static let monthNames: [[UInt8]] = ["january", "february", "march", "april", "may", "june", "july",
                                                "august", "september", "october", "november", "december"].map { Array($0.utf8) }

    private static let weekdayNames: [[UInt8]] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                                  "sunday"].map { Array($0.utf8) }

    /// Whether the word names a day of the week (`Sat`, `Thurs`, `Saturday`).
    private static func isWeekday(_ word: Word) -> Bool {
        weekdayNames.contains { word.isAbbreviation(of: $0) }
    }

    /// POSIX strptime's `%y`: 69…99 are 1969…1999, 00…68 are 2000…2068.
    package static func pivotedYear(_ twoDigits: Int) -> Int {
        twoDigits + (twoDigits >= 69 ? 1900 : 2000)
    }

    /// 1…12 for a month name or its first three letters or more (`sept` too).
    private static func month(named word: Word) -> Int? {
        guard word.count >= 3 else { return nil }
        for (i, name) in monthNames.enumerated() where word.isAbbreviation(of: name) { return i + 1 }
        return nil
    }

    private enum Part { case number(Int, digits: Int), month(Int), none }

    private func readWritten(_ bytes: UnsafeBufferPointer<UInt8>, into fields: inout Fields) -> Bool {
        var cursor = Cursor(bytes: bytes)
        cursor.skipBlanks()
        // A leading weekday (`Sat, 22 Apr 2017`, `Saturday April 22 2017`) says nothing the
        // date does not; strptime, dateutil and e-mail readers skip it too.
        let start = cursor.index
        // Only a cell starting with a letter can start with a weekday.
        if !cursor.atEnd, (cursor.current | 0x20) &- 97 < 26, Self.isWeekday(cursor.word()) {
            let punctuated = cursor.take(44) || cursor.take(46)  // , .
            let beforeBlanks = cursor.index
            cursor.skipBlanks()
            guard punctuated || cursor.index > beforeBlanks, !cursor.atEnd else { return false }
        } else {
            cursor.index = start
        }
        // A quarter has its Q first or after the 4-digit year (and a separator): a look at two
        // bytes keeps the common cell (`2024-03-01 …`) from trying it.
        if Self.mayBeQuarter(cursor), readQuarter(&cursor, into: &fields) { return true }
        if Self.mayBeWeek(cursor), readWeek(&cursor, into: &fields) { return true }
        if Self.mayBeSeason(cursor), Self.season(&cursor, into: &fields) { return true }
        var parts: (Part, Part, Part) = (.none, .none, .none)
        var separators: (UInt8, UInt8) = (0, 0)
        var partCount = 0
        for position in 0..<3 {
            if position > 0 {
                // Separators: - / . space, or ", " after a month name's day.
                let separator = cursor.atEnd ? 0 : cursor.current
                // Two parts and the end: a month of a year (`2017-04`, `Apr 2017`).
                if position == 2 && separator == 0 { break }
                guard separator == 45 || separator == 47 || separator == 46 || separator == 32 || separator == 44 else { return false }
                cursor.index += 1
                if separator == 44 || separator == 46 || separator == 32 { cursor.skipBlanks() }
                if position == 1 { separators.0 = separator } else { separators.1 = separator }
            }
            if cursor.atEnd { return false }
            // ctime and `date` write the clock before the year: `Sat Apr 22 15:11:58 [UTC] 2017`.
            if position == 2, case .month(let month) = parts.0, case .number(let day, let digits) = parts.1,
               digits <= 2, separators.0 == 32, separators.1 == 32, Self.isClockAhead(cursor) {
                (fields.month, fields.day) = (month, day)
                return readClockThenYear(&cursor, into: &fields)
            }
            let part: Part
            if let n = cursor.number() {
                part = .number(n.value, digits: n.digits)
                // Ordinals: "1st", "2nd".
                let save = cursor.index
                let suffix = cursor.word()
                if !(suffix.matches("st") || suffix.matches("nd") || suffix.matches("rd") || suffix.matches("th")) {
                    cursor.index = save
                }
            } else {
                guard let m = Self.month(named: cursor.word()) else { return false }
                part = .month(m)
            }
            switch position {
            case 0: parts.0 = part
            case 1: parts.1 = part
            default: parts.2 = part
            }
            partCount += 1
        }
        if partCount == 2 { return assignMonthOfYear(parts.0, parts.1, separator: separators.0, to: &fields) }
        guard assign(parts, separators: separators, to: &fields) else { return false }
        return readTime(&cursor, into: &fields)
    }

    /// `2017-04`, `2017/4`, `04/2017`, `Apr 2017`, `April-2017`, `2017 Apr`: the first day of
    /// the month. The year has four digits; a number-only form needs `-` or `/` between. A month
    /// name may take a two-digit year after `-` (`Jan-80`, spreadsheets' `mmm-yy`), pivoted as
    /// `%y` is; with a blank between (`Jan 15`) the number is as likely a day, so that stays text.
    private func assignMonthOfYear(_ first: Part, _ second: Part, separator: UInt8, to fields: inout Fields) -> Bool {
        let numeric = separator == 45 || separator == 47
        switch (first, second) {
        case let (.number(year, 4), .number(month, digits)) where numeric && digits <= 2:
            (fields.year, fields.month) = (year, month)
        case let (.number(month, digits), .number(year, 4)) where separator == 47 && digits <= 2:
            (fields.year, fields.month) = (year, month)
        case let (.month(month), .number(year, 4)), let (.number(year, 4), .month(month)):
            (fields.year, fields.month) = (year, month)
        case let (.month(month), .number(year, 2)) where separator == 45:
            (fields.year, fields.month) = (Self.pivotedYear(year), month)
        default:
            return false
        }
        fields.day = 1
        return true
    }

    /// `2017Q1`, `2017-Q1`, `2017 Q1`, `Q1 2017`, `Q1-2017`, and `Q1-92` or `Q1/92` (a two-digit
    /// year, pivoted as `%y` is, only after a Q and a `-` or `/`: `Q1 17` may be an item of a
    /// questionnaire): the first day of the quarter, and nothing after it. Leaves the cursor where
    /// it was when the cell is no quarter.
    private static func mayBeQuarter(_ cursor: Cursor) -> Bool {
        func isQ(_ offset: Int) -> Bool {
            let i = cursor.index + offset
            return i < cursor.bytes.count && cursor.bytes[i] | 0x20 == 113
        }
        return isQ(0) || isQ(4) || isQ(5)
    }

    private func readQuarter(_ cursor: inout Cursor, into fields: inout Fields) -> Bool {
        var copy = cursor
        guard Self.quarter(&copy, into: &fields) else { return false }
        cursor = copy
        return true
    }

    private static func quarter(_ cursor: inout Cursor, into fields: inout Fields) -> Bool {
        let start = cursor.index
        func quarter(_ cursor: inout Cursor) -> Int? {
            guard cursor.take(81) || cursor.take(113), let q = cursor.number(maxDigits: 1), (1...4).contains(q.value) else { return nil }
            return q.value
        }
        func separator(_ cursor: inout Cursor) { _ = cursor.take(45) || cursor.take(47) || cursor.take(32) }
        var year: Int?, q: Int?
        if let found = quarter(&cursor) {
            let dashOrSlash = !cursor.atEnd && (cursor.current == 45 || cursor.current == 47)
            separator(&cursor)
            guard let y = cursor.number(maxDigits: 4) else { return false }
            if y.digits == 4 {
                (year, q) = (y.value, found)
            } else if y.digits == 2, dashOrSlash {
                (year, q) = (Self.pivotedYear(y.value), found)
            } else {
                return false
            }
        } else {
            cursor.index = start
            guard let y = cursor.number(maxDigits: 4), y.digits == 4 else { return false }
            separator(&cursor)
            guard let found = quarter(&cursor) else { return false }
            (year, q) = (y.value, found)
        }
        cursor.skipBlanks()
        guard cursor.atEnd, let year, let q else { return false }
        (fields.year, fields.month, fields.day) = (year, 3 * q - 2, 1)
        return true
    }

    /// A season's first letter first, or after a 4-digit year and one separator.
    private static func mayBeSeason(_ cursor: Cursor) -> Bool {
        func isSeasonStart(_ offset: Int) -> Bool {
            let i = cursor.index + offset
            guard i < cursor.bytes.count else { return false }
            let letter = cursor.bytes[i] | 0x20
            return letter == 119 || letter == 115 || letter == 102 || letter == 97  // w s f a
        }
        return isSeasonStart(0) || isSeasonStart(5)
    }

    /// The quarter of the year a season name stands for in season-year rows (`Winter-2001`,
    /// `Spring 2001` … `Fall-2001`, `Winter-2002`, as spreadsheets of seasonal sales write
    /// them): winter first, then spring, summer, and fall or autumn.
    private static func seasonQuarter(_ word: Word) -> Int? {
        if word.matches("winter") { return 1 }
        if word.matches("spring") { return 2 }
        if word.matches("summer") { return 3 }
        if word.matches("fall") || word.matches("autumn") { return 4 }
        return nil
    }

    /// `Winter-2001`, `Spring 2001`, `2001 Summer`, `Fall/01` (a two-digit year after `-` or `/`,
    /// pivoted as `%y` is): the first day of the season's quarter (`seasonQuarter`), and nothing
    /// after it. Leaves the cursor where it was when the cell is no season.
    private static func season(_ cursor: inout Cursor, into fields: inout Fields) -> Bool {
        var copy = cursor
        var year: Int?, quarter: Int?
        if let q = seasonQuarter(copy.word()) {
            let dashOrSlash = copy.take(45) || copy.take(47)
            if !dashOrSlash { copy.skipBlanks() }
            guard let y = copy.number(maxDigits: 4) else { return false }
            if y.digits == 4 {
                year = y.value
            } else if y.digits == 2, dashOrSlash {
                year = pivotedYear(y.value)
            } else {
                return false
            }
            quarter = q
        } else {
            copy = cursor
            guard let y = copy.number(maxDigits: 4), y.digits == 4 else { return false }
            _ = copy.take(45) || copy.take(47) || copy.take(32)
            guard let q = seasonQuarter(copy.word()) else { return false }
            (year, quarter) = (y.value, q)
        }
        copy.skipBlanks()
        guard copy.atEnd, let year, let quarter else { return false }
        (fields.year, fields.month, fields.day) = (year, 3 * quarter - 2, 1)
        cursor = copy
        return true
    }

    /// A W after the 4-digit year, alone or after one separator: an ISO week may follow.
    private static func mayBeWeek(_ cursor: Cursor) -> Bool {
        func isW(_ offset: Int) -> Bool {
            let i = cursor.index + offset
            return i < cursor.bytes.count && cursor.bytes[i] | 0x20 == 119
        }
        return isW(4) || isW(5)
    }

    /// ISO 8601 weeks, `1991-W06`, `1991W06`, `1991 W06` (as R's tsibble `yearweek` writes
    /// them), optionally with a weekday 1…7 (`1991-W06-2`): the Monday of the week (or that day).
    /// Week 1 is the week holding 4 January. Leaves the cursor where it was when the cell is none.
    private func readWeek(_ cursor: inout Cursor, into fields: inout Fields) -> Bool {
        var copy = cursor
        guard let y = copy.number(maxDigits: 4), y.digits == 4 else { return false }
        _ = copy.take(45) || copy.take(32)
        guard copy.take(87) || copy.take(119), let w = copy.number(maxDigits: 2), w.digits == 2,
              (1...Self.isoWeeks(in: y.value)).contains(w.value) else { return false }
        var weekday = 1
        if copy.take(45) {
            guard let d = copy.number(maxDigits: 1), (1...7).contains(d.value) else { return false }
            weekday = d.value
        }
        copy.skipBlanks()
        guard copy.atEnd else { return false }
        let january4 = Self.daysSinceEpoch(year: y.value, month: 1, day: 4)
        (fields.year, fields.month, fields.day) = (y.value, 1, 4)
        fields.extraDays = -Self.weekdayFromMonday(january4) + 7 * (w.value - 1) + weekday - 1
        cursor = copy
        return true
    }

    /// 0 for Monday … 6 for Sunday of a day counted from 1970-01-01 (a Thursday).
    static func weekdayFromMonday(_ days: Int) -> Int {
        ((days + 3) % 7 + 7) % 7
    }

    /// 52 or 53: a year has 53 ISO weeks when it starts on a Thursday, or is a leap year that
    /// starts on a Wednesday.
    static func isoWeeks(in year: Int) -> Int {
        let first = weekdayFromMonday(daysSinceEpoch(year: year, month: 1, day: 1))
        let leap = daysIn(2, of: year) == 29
        return first == 3 || (leap && first == 2) ? 53 : 52
    }

    /// Up to three (value, digit count) pairs, without a heap array per cell.
    private struct Numbers {
        private var slots: ((Int, Int), (Int, Int), (Int, Int)) = ((0, 0), (0, 0), (0, 0))
        package subscript(i: Int) -> (Int, Int) {
            get { i == 0 ? slots.0 : (i == 1 ? slots.1 : slots.2) }
            set {
                switch i {
                case 0: slots.0 = newValue
                case 1: slots.1 = newValue
                default: slots.2 = newValue
                }
            }
        }
    }

    private func assign(_ parts: (Part, Part, Part), separators: (UInt8, UInt8), to fields: inout Fields) -> Bool {
        var named: Int?
        var namedPosition = 0
        var numbers = Numbers()
        var numberCount = 0
        for position in 0..<3 {
            switch position == 0 ? parts.0 : (position == 1 ? parts.1 : parts.2) {
            case .month(let m):
                guard named == nil else { return false }
                named = m
                namedPosition = position
            case .number(let v, let d):
                numbers[numberCount] = (v, d)
                numberCount += 1
            case .none:
                return false
            }
        }
        if let named {
            guard numberCount == 2 else { return false }
            fields.month = named
            // The year is the 4-digit number; the day the other.
            if numbers[0].1 == 4 || numbers[1].1 == 4 {
                let yearFirst = numbers[0].1 == 4
                guard (yearFirst ? numbers[0].1 : numbers[1].1) == 4, (yearFirst ? numbers[1].1 : numbers[0].1) <= 2 else { return false }
                fields.year = yearFirst ? numbers[0].0 : numbers[1].0
                fields.day = yearFirst ? numbers[1].0 : numbers[0].0
                return true
            }
            // Two digits each: day, month, year (`19-Sep-03`, `22 Apr 17`), as dateutil and
            // spreadsheets' dd-mmm-yy read them.
            guard namedPosition == 1, numbers[0].1 <= 2, numbers[1].1 == 2 else { return false }
            fields.day = numbers[0].0
            fields.year = Self.pivotedYear(numbers[1].0)
            return true
        }
        guard numberCount == 3 else { return false }
        if numbers[0].1 == 4 {
            guard form == .yearFirst, numbers[1].1 <= 2, numbers[2].1 <= 2 else { return false }
            (fields.year, fields.month, fields.day) = (numbers[0].0, numbers[1].0, numbers[2].0)
            return true
        }
        // A year of four digits last, or of two (`03/09/19`, `3/9/19`, `22.04.17`) after one
        // separator used twice; with dots or dashes every part has two digits, so versions
        // (`10.4.12`) stay text.
        let sameSeparator = separators.0 == separators.1 && separators.0 != 32 && separators.0 != 44
        let twoDigitYear = numbers[2].1 == 2 && sameSeparator
            && (separators.0 == 47 || (numbers[0].1 == 2 && numbers[1].1 == 2))
        guard numbers[2].1 == 4 || twoDigitYear, numbers[0].1 <= 2, numbers[1].1 <= 2 else { return false }
        switch form {
        case .dayFirst: (fields.day, fields.month) = (numbers[0].0, numbers[1].0)
        case .monthFirst: (fields.month, fields.day) = (numbers[0].0, numbers[1].0)
        default: return false
        }
        fields.year = twoDigitYear ? Self.pivotedYear(numbers[2].0) : numbers[2].0
        return true
    }

    /// `[T| ]HH:MM[:SS[.fff]][ AM|PM][zone]` or nothing.
    private func readTime(_ cursor: inout Cursor, into fields: inout Fields) -> Bool {
        cursor.skipBlanks()
        if cursor.atEnd { return true }
        _ = cursor.take(84) || cursor.take(116)  // T t
        guard readClock(&cursor, into: &fields) else { return false }
        return readZone(&cursor, into: &fields)
    }

    /// One or two digits and a colon: a clock time follows.
    private static func isClockAhead(_ cursor: Cursor) -> Bool {
        var probe = cursor
        guard let h = probe.number(maxDigits: 2), h.digits <= 2 else { return false }
        return probe.take(58)
    }

    /// `HH:MM[:SS[.fff]] [zone] YYYY`, the end of a ctime date.
    private func readClockThenYear(_ cursor: inout Cursor, into fields: inout Fields) -> Bool {
        guard readClock(&cursor, into: &fields) else { return false }
        cursor.skipBlanks()
        let save = cursor.index
        if let offset = Self.namedZoneOffset(cursor.word()) {
            fields.offset = offset
            cursor.skipBlanks()
        } else {
            cursor.index = save
        }
        guard let year = cursor.number(maxDigits: 4), year.digits == 4 else { return false }
        fields.year = year.value
        cursor.skipBlanks()
        return cursor.atEnd
    }

    /// `HH:MM[:SS[.fff]]`.
    private func readClock(_ cursor: inout Cursor, into fields: inout Fields) -> Bool {
        guard let h = cursor.number(maxDigits: 2), cursor.take(58), let m = cursor.number(maxDigits: 2), m.digits == 2 else { return false }
        fields.hour = h.value
        fields.minute = m.value
        if cursor.take(58) {
            guard let s = cursor.number(maxDigits: 2), s.digits == 2 else { return false }
            fields.second = s.value
            if cursor.take(46) || cursor.take(44) {
                guard let f = readFraction(&cursor) else { return false }
                fields.fraction = f
            }
        }
        return true
    }

    private func readFraction(_ cursor: inout Cursor) -> Double? {
        var value = 0, count = 0
        while !cursor.atEnd, cursor.current &- 48 < 10 {
            if count < 9 { value = value * 10 + Int(cursor.current &- 48); count += 1 }
            cursor.index += 1
        }
        return count == 0 ? nil : Double(value) / Self.powersOfTen[count]
    }

    private static let powersOfTen: [Double] = (0...9).map { pow(10, Double($0)) }

    /// Optional AM/PM, then optional zone, then the end.
    private func readZone(_ cursor: inout Cursor, into fields: inout Fields) -> Bool {
        cursor.skipBlanks()
        let save = cursor.index
        let word = cursor.word()
        if word.matches("am") || word.matches("pm") {
            fields.pm = word.lowered(0) == 112
            cursor.skipBlanks()
        } else {
            cursor.index = save
        }
        if cursor.atEnd { return true }
        if cursor.take(90) || cursor.take(122) { fields.offset = 0; return Self.atEndOrComment(&cursor) }
        let zoneWord = cursor.word()
        if let named = Self.namedZoneOffset(zoneWord) {
            fields.offset = named
            if Self.atEndOrComment(&cursor) { return true }
            // `GMT+01:00` and `UTC-5` go on to their offset.
            guard named == 0 else { return false }
        } else if !zoneWord.isEmpty {
            return false
        }
        let sign: Int
        if cursor.take(43) { sign = 1 } else if cursor.take(45) { sign = -1 } else { return false }
        guard let h = cursor.number(maxDigits: 2), h.digits == 2, h.value <= 23 else { return false }
        var minutes = 0
        _ = cursor.take(58)
        if let m = cursor.number(maxDigits: 2) {
            guard m.digits == 2, m.value <= 59 else { return false }
            minutes = m.value
        }
        fields.offset = sign * (h.value * 3600 + minutes * 60)
        return Self.atEndOrComment(&cursor)
    }

    /// The end of the cell, or an RFC 2822 comment before it (`-0500 (CDT)`).
    private static func atEndOrComment(_ cursor: inout Cursor) -> Bool {
        cursor.skipBlanks()
        if cursor.atEnd { return true }
        guard cursor.take(40) else { return false }
        while !cursor.atEnd, cursor.current != 41 { cursor.index += 1 }
        guard cursor.take(41) else { return false }
        cursor.skipBlanks()
        return cursor.atEnd
    }

    /// The zone names RFC 2822 allows (`UT`, `GMT`, North American zones) and `UTC`.
    private static func namedZoneOffset(_ word: Word) -> Int? {
        if word.matches("utc") || word.matches("gmt") || word.matches("ut") { return 0 }
        let hours: Int
        if word.matches("est") { hours = -5 } else if word.matches("edt") { hours = -4 }
        else if word.matches("cst") { hours = -6 } else if word.matches("cdt") { hours = -5 }
        else if word.matches("mst") { hours = -7 } else if word.matches("mdt") { hours = -6 }
        else if word.matches("pst") { hours = -8 } else if word.matches("pdt") { hours = -7 }
        else { return nil }
        return hours * 3600
    }

    // MARK: - strftime patterns

    private enum PatternPiece: Sendable {
        case literal(UInt8)
        case blanks
        case directive(Character)
    }

    private static func compile(_ text: String) -> [PatternPiece]? {
        var pieces: [PatternPiece] = []
        var chars = Array(text.utf8)
        // Composite directives first.
        let expanded = String(decoding: chars, as: UTF8.self).replacingOccurrences(of: "%F", with: "%Y-%m-%d")
            .replacingOccurrences(of: "%T", with: "%H:%M:%S")
        chars = Array(expanded.utf8)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == 37 {  // %
                guard i + 1 < chars.count else { return nil }
                let d = Character(Unicode.Scalar(chars[i + 1]))
                if d == "%" {
                    pieces.append(.literal(37))
                } else {
                    guard "YymdeHIMSfpaAbBhzZj".contains(d) else { return nil }
                    pieces.append(.directive(d))
                }
                i += 2
            } else if c == 32 {
                pieces.append(.blanks)
                i += 1
            } else {
                pieces.append(.literal(c))
                i += 1
            }
        }
        return pieces
    }

    private func readPattern(_ bytes: UnsafeBufferPointer<UInt8>, into fields: inout Fields) -> Bool {
        var cursor = Cursor(bytes: bytes)
        cursor.skipBlanks()
        var dayOfYear: Int?
        for piece in pattern {
            switch piece {
            case .literal(let byte):
                guard cursor.take(byte) else { return false }
            case .blanks:
                cursor.skipBlanks()
            case .directive(let d):
                switch d {
                case "Y":
                    guard let n = cursor.number(maxDigits: 4) else { return false }
                    fields.year = n.value
                case "y":
                    guard let n = cursor.number(maxDigits: 2), n.digits == 2 else { return false }
                    fields.year = Self.pivotedYear(n.value)
                case "m", "d", "e", "H", "I", "M", "S":
                    if d == "e" { cursor.skipBlanks() }
                    guard let n = cursor.number(maxDigits: 2) else { return false }
                    switch d {
                    case "m": fields.month = n.value
                    case "d", "e": fields.day = n.value
                    case "H", "I": fields.hour = n.value
                    case "M": fields.minute = n.value
                    default: fields.second = n.value
                    }
                case "j":
                    guard let n = cursor.number(maxDigits: 3) else { return false }
                    dayOfYear = n.value
                case "f":
                    guard let f = readFraction(&cursor) else { return false }
                    fields.fraction = f
                case "p":
                    let word = cursor.word()
                    guard word.matches("am") || word.matches("pm") else { return false }
                    fields.pm = word.lowered(0) == 112
                case "a", "A":
                    guard Self.isWeekday(cursor.word()) else { return false }
                case "b", "B", "h":
                    guard let m = Self.month(named: cursor.word()) else { return false }
                    fields.month = m
                case "z", "Z":
                    guard readZone(&cursor, into: &fields) else { return false }
                    return true
                default:
                    return false
                }
            }
        }
        cursor.skipBlanks()
        if let dayOfYear {
            guard (1...366).contains(dayOfYear) else { return false }
            var remaining = dayOfYear
            var month = 1
            while month < 12, remaining > Self.daysIn(month, of: fields.year) {
                remaining -= Self.daysIn(month, of: fields.year)
                month += 1
            }
            (fields.month, fields.day) = (month, remaining)
        }
        return cursor.atEnd
    }
}
