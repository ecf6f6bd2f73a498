/// What a column's header says: its words, split at blanks, punctuation and lower-to-upper case
/// changes (`Postal Code`, `postal_code`, `postalCode` → postal, code).
///
/// ```swift
/// ColumnName("Order ID").words        // ["order", "id"]
/// ColumnName("Unnamed: 0").isRowName  // true
/// ```
struct ColumnName {
    let text: String
    let words: [String]

    init(_ text: String) {
        self.text = text
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for scalar in text.unicodeScalars {
            let isLetterOrDigit = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            if !isLetterOrDigit {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if scalar.properties.isUppercase && previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousIsLower = scalar.properties.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        self.words = words.map { $0.lowercased() }
    }

    /// A header row-number columns get from the tools that write them: none, R's `rownames`
    /// (and `row.names`, readr's `...1`), pandas' `Unnamed: 0` and `index`, and the names of
    /// counters (`obs`, `i`, `id`, `nr`). Only a column that also counts 0/1…N is an identifier.
    var isRowName: Bool {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        if lower.isEmpty || ["rownames", "row.names", "row_names", "row names", "...1", "index", "#", "row", "obs",
                             "observation", "i", "idx", "no", "nr", "n", "id", "row id", "row_id"].contains(lower) { return true }
        return lower.hasPrefix("unnamed:") || lower.hasPrefix("column ")
    }

    /// Words that mark a number as a name rather than a quantity.
    private static let codeWords: Set<String> = ["id", "ids", "code", "codes", "zip", "zipcode", "postcode", "postal",
                                                 "fips", "phone", "tel", "telephone", "fax", "ssn", "isbn", "issn", "sku",
                                                 "ean", "upc", "gtin", "iata", "icao", "uuid", "key", "pid", "uid"]

    /// Words of survey designs that number the units a sample was drawn in (strata, primary and
    /// secondary sampling units, clusters): ids of the design, never quantities.
    /// Only as the last word of a name, the noun it is about: `cluster` is an id, `cluster_size`
    /// a count. The units surveys sample (`household`, `respondent`) are numbered likewise (not
    /// `hh`: that is also an hour).
    private static let designWords: Set<String> = ["stratum", "strata", "psu", "ssu", "cluster", "household", "respondent", "dwelling"]

    /// English words ending in `id` that name quantities or states, not ids (`paid`, `humid`).
    private static let idEndingWords: Set<String> = ["paid", "unpaid", "prepaid", "humid", "fluid", "liquid", "solid", "valid",
                                                     "invalid", "rapid", "acid", "lipid", "hybrid", "rigid", "void", "grid",
                                                     "mid", "bid", "said", "aid", "laid", "raid", "maid", "squid", "vivid",
                                                     "pyramid", "android", "thyroid", "steroid", "asteroid", "covid", "avid"]

    /// `Postal Code`, `customer_id`, `StationID`, `FIPS`, `zip`, `phone`, ids written as one word
    /// (Stata's `stratid`, `psuid`, `hhid`) and names ending in a design unit (`stratum`, `psu`,
    /// `cluster`, `household`): a numeric column so named is a code.
    var soundsLikeCode: Bool {
        if let last = words.last, Self.designWords.contains(last) { return true }
        return words.contains { word in
            Self.codeWords.contains(word) || (word.count >= 4 && word.hasSuffix("id") && !Self.idEndingWords.contains(word))
        }
    }

    /// Headers tools give the row numbers they write (blank, pandas' `Unnamed: 0` and `index`,
    /// R's `rownames`, readr's `...1`): only these, not counters like `n` or `id` that may be data.
    var isWrittenRowName: Bool {
        let lower = text.trimmingCharacters(in: .whitespaces).lowercased()
        return lower.isEmpty || ["rownames", "row.names", "row_names", "...1", "index"].contains(lower) || lower.hasPrefix("unnamed:")
    }

    /// Survey weights (`finalwgt`, `pweight`, `sampling weight`): how many units of the
    /// population a row stands for, a number of the design rather than of what was measured.
    var soundsLikeSurveyWeight: Bool {
        let lower = text.lowercased()
        if words.contains(where: { $0.contains("wgt") || $0.contains("wght") || ["pweight", "sampwt"].contains($0) }) {
            return true
        }
        guard lower.contains("weight") else { return false }
        return words.contains { ["sampling", "sample", "survey", "design", "final", "base", "replicate", "person", "household", "probability"].contains($0) }
    }

    /// Whether `texts` are links (`https://…`, `www.…`): names of pages, never keys or measures.
    static func areLinks(_ texts: [String]) -> Bool {
        var filled = 0, links = 0
        for text in texts.prefix(200) where !text.isEmpty {
            filled += 1
            let lower = text.prefix(8).lowercased()
            if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("www.") || lower.hasPrefix("ftp://") { links += 1 }
        }
        return filled >= 3 && links * 20 >= filled * 19
    }

    /// A name a time column goes by: it contains `time`, `date`, `epoch`, `when` or `clock`
    /// (`timestamp`, `created_date`, `wallClock`), or a word of it is `ts` or `dt`, or it is `t` or `x` (JSON lines' time keys).
    var soundsLikeTime: Bool {
        let lower = text.lowercased()
        if ["time", "date", "epoch", "when", "clock"].contains(where: lower.contains) { return true }
        return words.contains { $0 == "ts" || $0 == "dt" } || lower == "t" || lower == "x"
    }

    /// Units per second of the time unit a name ends in (`Timestamp (us)`, `time_ms`,
    /// `t [s]`, `elapsed nanoseconds`): the unit its numbers count, epoch or elapsed.
    var timeUnitsPerSecond: Double? {
        guard words.count >= 2, let last = words.last else { return nil }
        switch last {
        case "s", "sec", "secs", "seconds": return 1
        case "ms", "msec", "millis", "milliseconds": return 1e3
        case "us", "µs", "μs", "usec", "micros", "microseconds": return 1e6
        case "ns", "nsec", "nanos", "nanoseconds": return 1e9
        default: return nil
        }
    }

    /// The part of a date a column so named holds, if its name is one.
    var datePart: DatePart? {
        guard words.count <= 2 else { return nil }
        let candidates = words.count == 2 ? [words[1], words[0]] : words
        for word in candidates {
            if let part = DatePart.named[word] { return part }
        }
        return nil
    }

    /// `year`, `yr`, `Year of sale`.
    var soundsLikeYear: Bool { text.lowercased().contains("year") || words.contains("yr") }
}

/// One field of a date spread over columns (pandas `to_datetime(df[["year", "month", "day"]])`).
public enum DatePart: String, Sendable, CaseIterable, Comparable {
    case year, quarter, month, day, hour, minute, second

    static let named: [String: DatePart] = [
        "year": .year, "yr": .year, "yyyy": .year, "quarter": .quarter, "qtr": .quarter,
        "month": .month, "mon": .month, "mo": .month, "mm": .month,
        "day": .day, "dd": .day, "mday": .day, "dom": .day,
        "hour": .hour, "hr": .hour, "hh": .hour, "hours": .hour,
        "minute": .minute, "min": .minute, "minutes": .minute,
        "second": .second, "sec": .second, "seconds": .second,
    ]

    /// The values a column of this part may hold.
    var range: ClosedRange<Double> {
        switch self {
        case .year: return 1000...9999
        case .quarter: return 1...4
        case .month: return 1...12
        case .day: return 1...31
        case .hour: return 0...24  // 24: the hour that ends the day (DWD, TMY3 write 1…24)
        case .minute, .second: return 0...59
        }
    }

    public static func < (lhs: DatePart, rhs: DatePart) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
