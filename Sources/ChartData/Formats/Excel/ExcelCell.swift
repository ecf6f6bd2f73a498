/// One cell of a worksheet as the sheet XML gives it.
package enum ExcelCell: Equatable {
    case empty
    /// A number, with what its format says it shows.
    case number(Double, ExcelNumberFormat.Meaning)
    case text(String)
    case boolean(Bool)
}
