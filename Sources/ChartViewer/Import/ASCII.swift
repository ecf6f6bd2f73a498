/// The ASCII bytes the importer cares about, and the byte tests shared by the record scanner,
/// the field splitter and the cell parser.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let zero: UInt8 = 0x30
    static let semicolon: UInt8 = 0x3B
    static let uppercaseE: UInt8 = 0x45
    static let lowercaseE: UInt8 = 0x65

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

    /// Spaces and tabs: trimmed around fields, and what a blank line is made of.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    @inline(__always)
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }
}
