/// Why an inference could not be made: one line naming the input and the problem.
///
/// ```swift
/// do { _ = try TableSchema(table: table, dateFormat: "%Q") }
/// catch { print(error) }   // --date-format %Q: unknown directive (known: …)
/// ```
public struct InferenceError: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
