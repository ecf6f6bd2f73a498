/// Which Excel number formats show a cell as a date or a time: what makes a serial number a
/// date in a workbook, since the cell itself holds only the number.
package enum ExcelNumberFormat {
    package enum Meaning { case number, date, dateTime }

    /// Built-in format ids (ECMA-376 part 1, 18.8.30): 14-17 and 22 are dates (22 with a
    /// time), 18-21 and 45-47 times; 27-36 and 50-58 are the East Asian locales' dates.
    static func meaning(builtIn id: Int) -> Meaning {
        switch id {
        case 14...17, 27...36, 50...58: return .date
        case 18...22, 45...47: return .dateTime
        default: return .number
        }
    }

    /// A custom format code: a date when, outside quoted literals, escapes and bracketed colour
    /// or locale parts, it has day, month or year letters; with hours or seconds, a date-time.
    static func meaning(code: String) -> Meaning {
        var hasDayOrYear = false, hasM = false, hasTime = false
        // "m" is a month beside days or years, a minute beside hours or seconds.
        var hasDate: Bool { hasDayOrYear || (hasM && !hasTime) }
        var inQuote = false, inBracket = false, escaped = false
        // Only the first section (positive numbers) decides.
        for character in code.lowercased() {
            if escaped { escaped = false; continue }
            if inQuote { if character == "\"" { inQuote = false }; continue }
            if inBracket {
                if character == "]" { inBracket = false }
                // Elapsed times such as [h]:mm are durations, shown as times.
                if character == "h" || character == "s" { hasTime = true }
                continue
            }
            switch character {
            case "\"": inQuote = true
            case "[": inBracket = true
            case "\\", "_", "*": escaped = true
            case ";": return hasDate ? (hasTime ? .dateTime : .date) : (hasTime ? .dateTime : .number)
            case "d", "y": hasDayOrYear = true
            case "m": hasM = true
            case "h", "s": hasTime = true
            default: break
            }
        }
        if hasDate { return hasTime ? .dateTime : .date }
        return hasTime ? .dateTime : .number
    }
}
