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
            location.problem = "column \"\(column)\": \(count) cell\(count == 1 ? " is" : "s are") not a number, drawn as gap\(count == 1 ? "" : "s") (first: \"\(firstText)\"; --strict makes this an error)"
            return location.description
        }

        private var firstText: String {
            // The problem reads `"abc" is not a number …`: the quoted part.
            let parts = firstCell.problem.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
            return parts.count > 1 ? String(parts[1]) : firstCell.problem
        }
    }
}
