/// What the numbers of a typed column stand for, as the file's own schema says.
public enum ValueKind: String, Sendable, Equatable {
    /// A measure or count with no further meaning known.
    case number
    /// Whole numbers written as integers (Parquet INT32/INT64, Arrow Int, numpy int).
    case integer
    /// 0 and 1 from a boolean column.
    case boolean
    /// An instant: seconds since 1970-01-01T00:00:00Z (timestamps of any unit, converted).
    case instant
    /// A calendar date: seconds since 1970 at midnight UTC of that day.
    case date
}
