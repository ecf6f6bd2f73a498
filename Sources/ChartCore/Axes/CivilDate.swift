/// A day of the proleptic Gregorian calendar, and its number counted from 1970-01-01.
///
/// Tick locators count days, weeks and months with these integers rather than by adding calendar
/// steps one after another, so nothing drifts and every n-th day is the same whichever range is
/// shown. The arithmetic follows the usual era-of-400-years decomposition of the Gregorian cycle
/// (146,097 days), valid for every Int year.
struct CivilDate: Hashable {
    var year: Int
    /// 1...12
    var month: Int
    /// 1...31
    var day: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `dayNumber` days after 1970-01-01 (negative: before).
    init(dayNumber: Int) {
        // Count from 0000-03-01, so the leap day falls at the end of each counted year.
        let shifted = dayNumber + 719_468
        let era = Self.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01.
    var dayNumber: Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = Self.floorDivide(marchYear, 400)
        let yearOfEra = marchYear - era * 400
        let monthFromMarch = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 1 Monday ... 7 Sunday (ISO 8601).
    var isoWeekday: Int {
        // 1970-01-01 was a Thursday (4).
        Self.floorModulo(dayNumber + 3, 7) + 1
    }

    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    static func floorModulo(_ a: Int, _ b: Int) -> Int {
        a - floorDivide(a, b) * b
    }
}
