import Foundation

/// Days since 1970-01-01 to and from a proleptic Gregorian (year, month, day), by arithmetic:
/// a million rows are put in months without a calendar object per row.
enum CivilDate {
    static func days(year: Int, month: Int, day: Int) -> Int {
        DateCellParser.dayNumber(year: year, month: month, day: day)
    }

    static func from(days: Int) -> (year: Int, month: Int, day: Int) {
        TypedCellTable.civilDate(days: days)
    }
}
