/// English month names as data files write them (`Jan`, `JAN`, `January`, `Sept`), and the
/// calendar order they stand for.
///
/// ```swift
/// MonthNames.number(of: "JAN")       // 1
/// MonthNames.calendarOrder(["August", "January", "June"])   // ["January", "June", "August"]
/// ```
public enum MonthNames {
    private static let names = ["january", "february", "march", "april", "may", "june", "july",
                                "august", "september", "october", "november", "december"]

    /// 1…12 for a month's full name or a prefix of it of three letters or more, any case; nil otherwise.
    public static func number(of text: String) -> Int? {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard lower.count >= 3 else { return nil }
        for (i, name) in names.enumerated() where name.hasPrefix(lower) { return i + 1 }
        return nil
    }

    /// `texts` sorted January first when every one names a month (each month once), else nil.
    public static func calendarOrder(_ texts: [String]) -> [String]? {
        let numbers = texts.map(number(of:))
        guard !texts.isEmpty, numbers.allSatisfy({ $0 != nil }), Set(numbers).count == texts.count else { return nil }
        return zip(texts, numbers).sorted { $0.1! < $1.1! }.map(\.0)
    }

    /// Whether most filled cells of a text column (at least 95 %, three or more) name months.
    public static func isMonthColumn(_ texts: [String]) -> Bool {
        var filled = 0, months = 0
        for text in texts where !text.isEmpty {
            filled += 1
            if number(of: text) != nil { months += 1 }
        }
        return filled >= 3 && months * 20 >= filled * 19
    }
}
