/// Where one field of a record lies in the buffer.
package struct FieldSpan {
    package var start: Int
    package var end: Int
    /// `true`: the bytes `start..<end` are the field's value, outer blanks and quotes removed.
    /// `false`: they are the raw field, quotes and all, and `FieldSplitter.unescaped` reads it.
    package var isVerbatim: Bool
}
