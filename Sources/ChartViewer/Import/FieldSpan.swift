/// Where one field of a record lies in the buffer.
struct FieldSpan {
    var start: Int
    var end: Int
    /// `true`: the bytes `start..<end` are the field's value, outer blanks and quotes removed.
    /// `false`: they are the raw field, quotes and all, and `FieldSplitter.unescaped` reads it.
    var isVerbatim: Bool
}
