/// A column as a columnar file's schema lists it (Parquet, Arrow): its name, and why it cannot
/// be read when it cannot. One rule picks the columns a read asks for.
protocol FileColumn {
    var name: String { get }
    /// Why the column cannot be read (nested, an unsupported type or encoding); nil when it can.
    var unsupported: String? { get }
}

extension ParquetColumn: FileColumn {}
extension ArrowColumn: FileColumn {}

extension Array where Element: FileColumn {
    /// The columns to read, in file order: those named (each must exist and be readable), or
    /// every readable one when none are named (an error only when none is readable).
    func chosen(_ names: Set<String>?, file: String) throws(DataFileError) -> [Element] {
        if let names {
            for name in names.sorted() {
                guard let column = first(where: { $0.name == name }) else {
                    throw DataFileError(file: file, problem: "no column \(DataFileError.quoted(name)) (it has \(map { DataFileError.quoted($0.name) }.joined(separator: ", ")))")
                }
                if let problem = column.unsupported {
                    throw DataFileError(file: file, problem: "column \(DataFileError.quoted(name)): \(problem)")
                }
            }
            return filter { names.contains($0.name) }
        }
        let readable = filter { $0.unsupported == nil }
        if readable.isEmpty, let first = first(where: { $0.unsupported != nil }), let problem = first.unsupported {
            throw DataFileError(file: file, problem: "column \(DataFileError.quoted(first.name)): \(problem)")
        }
        return readable
    }
}
