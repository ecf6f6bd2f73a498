extension DataTable {
    /// A column kept as text although many of its cells are numbers.
    public struct MixedColumn: Equatable, Sendable {
        /// The first text cell, as `notANumber` names it (file, line, column).
        public var firstCell: DataFileError
        public var numbers: Int
        public var filled: Int
    }

    /// Cells of one column that went against the column's kind: text cells in a numeric column,
    /// drawn as gaps.
    ///
    ///     warning.description   // prices.csv:17:3: column "price": 3 cells are not numbers, drawn as gaps (first: "n/a")
    public struct CellWarning: Equatable, Sendable, CustomStringConvertible {
        /// The first such cell, as the error `--strict` reports.
        public var firstCell: DataFileError
        public var column: String
        public var count: Int

        public var description: String {
            var location = firstCell
            location.problem = "column \(DataFileError.quoted(column)): \(count) cell\(count == 1 ? " is" : "s are") not a number, drawn as gap\(count == 1 ? "" : "s") (first: \"\(firstText)\"; --strict makes this an error)"
            return location.description
        }

        /// The lines that report `warnings`: one per column up to `limit`, and past it one line
        /// for them all, naming the count and the first few columns, so a file whose header rows
        /// were read as data gets one warning, not one per column.
        public static func lines(for warnings: [CellWarning], limit: Int = 3) -> [String] {
            guard warnings.count > limit, let first = warnings.first else { return warnings.map(\.description) }
            let named = warnings.prefix(limit).map { DataFileError.quoted($0.column) }.joined(separator: ", ")
            var location = first.firstCell
            location.problem = "\(warnings.count) columns (\(named), …) have cells that are not a number, drawn as gaps"
                + " (first: \"\(first.firstText)\" in \(DataFileError.quoted(first.column)); --strict makes this an error)"
            return [location.description]
        }

        private var firstText: String {
            // The problem reads `"abc" is not a number …`: the quoted part.
            let parts = firstCell.problem.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
            return parts.count > 1 ? String(parts[1]) : firstCell.problem
        }
    }
}
