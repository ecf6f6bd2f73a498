/// Why a data file could not be read, pointing at the place in the file when there is one.
///
/// The description reads like a compiler diagnostic, so terminals and editors can jump to it:
///
///     prices.csv:14: expected 3 fields, found 4
///     prices.csv:14:3: "abc" is not a number (column "price")
///     prices.csv: no data rows
public struct DataFileError: Error, Equatable, CustomStringConvertible {
    /// The path as the user gave it, or `<stdin>`.
    public var file: String
    /// 1-based line number in the file, when the problem is on one line.
    public var line: Int?
    /// 1-based field number, when the problem is in one field.
    public var column: Int?
    /// What is wrong, in a few words: `expected 3 fields, found 4`.
    public var problem: String

    public init(file: String, line: Int? = nil, column: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// `file:line:column: problem`, leaving out the parts that are not known.
    ///
    /// A field number without a line number (a whole column is wrong) is left out: the problem
    /// text names the column instead.
    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location + ": " + problem
    }
}
