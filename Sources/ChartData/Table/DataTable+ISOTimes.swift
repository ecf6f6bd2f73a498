extension DataTable {
    /// The cells of the text column `name`, whether kept as texts or as ISO times (written back:
    /// one `String` a row, for the few uses that need every cell as text); nil for a numeric
    /// column or none.
    public func texts(of name: String) -> [String]? {
        textColumns[name] ?? isoTimes[name].map(Array.init)
    }

    /// Whether `name` is a text column (kept as texts or as ISO times).
    public func isTextColumn(_ name: String) -> Bool {
        textColumns[name] != nil || isoTimes[name] != nil
    }

    /// Whether the table has any text column.
    public var hasTextColumns: Bool { !textColumns.isEmpty || !isoTimes.isEmpty }

    /// Every text column's name, in name order.
    public var textColumnNames: [String] { (Array(textColumns.keys) + Array(isoTimes.keys)).sorted() }

    /// The ISO time columns turned into plain text columns (one `String` a row again), for an
    /// inference told to read dates in a form of its own (`--date-format`).
    package mutating func writeISOTimesAsText() {
        for (name, times) in isoTimes { textColumns[name] = Array(times) }
        isoTimes = [:]
    }

    /// Equal text columns, however each side keeps them (as texts or as ISO times).
    func textColumnsEqual(_ other: DataTable) -> Bool {
        guard isoTimes.isEmpty && other.isoTimes.isEmpty else {
            return textColumnNames == other.textColumnNames && textColumnNames.allSatisfy { name in
                if let mine = isoTimes[name], let theirs = other.isoTimes[name] { return mine == theirs }
                return texts(of: name) == other.texts(of: name)
            }
        }
        return textColumns == other.textColumns
    }
}
