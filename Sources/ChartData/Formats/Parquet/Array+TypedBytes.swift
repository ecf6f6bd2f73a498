extension Array where Element == UInt8 {
    /// `withUnsafeBytes` for a body with a typed error: the standard one rethrows `any Error`.
    func withBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try withUnsafeBytes { raw in Result { () throws(E) -> R in try body(raw) } }.get()
    }

    /// `withUnsafeMutableBytes` for a body with a typed error.
    mutating func withMutableBytes<R, E: Error>(_ body: (UnsafeMutableRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try withUnsafeMutableBytes { raw in Result { () throws(E) -> R in try body(raw) } }.get()
    }
}
