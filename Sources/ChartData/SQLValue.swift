/// One cell of a query result.
public enum SQLValue: Equatable, Sendable {
    case null
    case number(Double)
    case text(String)

    /// The value as a number: numbers as they are, numeric text parsed; nil for NULL and other text.
    public var double: Double? {
        switch self {
        case .null: return nil
        case .number(let value): return value
        case .text(let text): return Double(text)
        }
    }

    /// The value as text: numbers written out, nil for NULL.
    public var text: String? {
        switch self {
        case .null: return nil
        case .number(let value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .text(let text): return text
        }
    }
}
