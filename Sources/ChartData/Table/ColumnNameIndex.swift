import Synchronization

/// A `DataTable`'s columns by name, built once on first use and shared by copies of the table
/// until one of them changes its columns (the table then makes itself a new, empty index).
/// Thread-safe: tables are `Sendable` and may be read from several threads.
final class ColumnNameIndex: Sendable {
    private let firstIndexByName = Mutex<[String: Int]?>(nil)

    /// The index of the first column called `name` in `columns` (which must be the columns this
    /// index belongs to).
    func index(of name: String, in columns: [DataTable.Column]) -> Int? {
        firstIndexByName.withLock { cached in
            if cached == nil {
                var built: [String: Int] = [:]
                built.reserveCapacity(columns.count)
                for (index, column) in columns.enumerated() where built[column.name] == nil {
                    built[column.name] = index
                }
                Self.visits.add(columns.count, ordering: .relaxed)
                cached = built
            }
            return cached![name]
        }
    }

    /// Columns read to build indexes in this process: a lookup's work, counted, not timed (a
    /// lookup of every column of 10^5 reads each once, where a scan per lookup read 10^10).
    static var columnsVisited: Int { visits.load(ordering: .relaxed) }
    private static let visits = Atomic<Int>(0)
}
