import Foundation

/// The chunks that failed in a read of a Parquet file's columns (row groups decoded in
/// parallel), and what the read does with them. With every readable column asked for (`names`
/// nil), a column whose codec or encoding the reader lacks is left out, with a warning naming
/// it and what is not supported, as a nested column is left out: the others still draw. A
/// column asked for by name, a damaged chunk, or every column failing is thrown, in one line.
final class ParquetColumnFailures: @unchecked Sendable {
    private let lock = NSLock()
    /// Each failing column's first failure in file order: (row group, column) ordered by group.
    private var failures: [Int: (order: Int, problem: String, unsupported: Bool)] = [:]
    private let path: String

    init(path: String) {
        self.path = path
    }

    /// A failure of column `c` (of the read's chosen columns) in row group `group` (its number
    /// in the file, for the message), `order` ranking it in file order among the read's chunks.
    func record(column c: Int, named name: String, group: Int, order: Int, _ failure: ParquetChunkDecoder.Failure) {
        let problem = "column \(DataFileError.quoted(name)), row group \(group + 1): \(failure.reason)"
        lock.lock()
        defer { lock.unlock() }
        if let known = failures[c], known.order <= order { return }
        failures[c] = (order, problem, failure.isUnsupported)
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failures.isEmpty
    }

    /// The columns to leave out, each with its warning line; throws the first failure (in file
    /// order) that cannot be left out, or the first when no column of `count` is left.
    func leftOut(of count: Int, names: Set<String>?) throws(DataFileError) -> [Int: String] {
        lock.lock()
        defer { lock.unlock() }
        let ordered = failures.sorted { $0.value.order < $1.value.order }
        if let fatal = ordered.first(where: { names != nil || !$0.value.unsupported }) ?? (failures.count >= count ? ordered.first : nil) {
            throw DataFileError(file: path, problem: fatal.value.problem)
        }
        return failures.mapValues { "left out " + $0.problem }
    }
}
