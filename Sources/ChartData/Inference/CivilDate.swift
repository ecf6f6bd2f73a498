import Foundation

/// Days since 1970-01-01 to and from a proleptic Gregorian (year, month, day), by arithmetic:
/// a million rows are put in months without a calendar object per row.
enum CivilDate {
    static func days(year: Int, month: Int, day: Int) -> Int {
        DateCellParser.dayNumber(year: year, month: month, day: day)
    }

    static func from(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
