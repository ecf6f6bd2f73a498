/// The time-series learning formats, told by their header lines (they have no magic, and `.ts`
/// is also TypeScript's extension): sktime/aeon `.ts`, Monash `.tsf`, Weka ARFF.
extension TableFileFormat {
    /// The format the `@` lines at the head of `bytes` say, skipping blank and comment lines
    /// (`#`, `%`): `@problemName`, `@classLabel`, … make a `.ts`; `@relation` with `@frequency`,
    /// `@horizon`, `@equallength` or `@missing` a `.tsf`; `@relation` or `@attribute` otherwise
    /// ARFF. Nil when the first line that is no comment does not start with `@`.
    package static func headerFormat(leadingBytes bytes: [UInt8]) -> TableFileFormat? {
        var keywords: [String] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var first = start
            while first < end, ASCII.isBlank(bytes[first]) || bytes[first] == 0x0D { first += 1 }
            defer { start = end + 1 }
            guard first < end else { continue }
            if bytes[first] == UInt8(ascii: "#") || bytes[first] == UInt8(ascii: "%") { continue }
            guard bytes[first] == UInt8(ascii: "@") else { break }
            var wordEnd = first
            while wordEnd < end, !ASCII.isBlank(bytes[wordEnd]), bytes[wordEnd] != 0x0D { wordEnd += 1 }
            let keyword = String(decoding: bytes[first..<wordEnd], as: UTF8.self).lowercased()
            if keyword == "@data" { keywords.append(keyword); break }
            keywords.append(keyword)
        }
        if keywords.contains(where: SktimeTSFile.headerKeywords.contains) { return .sktimeTS }
        let monash: Set<String> = ["@frequency", "@horizon", "@equallength", "@missing"]
        if keywords.contains("@relation") || keywords.contains("@attribute") {
            return keywords.contains(where: monash.contains) ? .monashTSF : .arff
        }
        return nil
    }
}
