/// The ASCII bytes the importer cares about, and the byte tests shared by the record scanner,
/// the field splitter and the cell parser.
package enum ASCII {
    package static let tab: UInt8 = 0x09
    package static let lineFeed: UInt8 = 0x0A
    package static let carriageReturn: UInt8 = 0x0D
    package static let space: UInt8 = 0x20
    package static let quote: UInt8 = 0x22
    package static let bang: UInt8 = 0x21
    package static let hash: UInt8 = 0x23
    package static let plus: UInt8 = 0x2B
    package static let comma: UInt8 = 0x2C
    package static let minus: UInt8 = 0x2D
    package static let dot: UInt8 = 0x2E
    package static let zero: UInt8 = 0x30
    package static let semicolon: UInt8 = 0x3B
    package static let uppercaseE: UInt8 = 0x45
    package static let lowercaseE: UInt8 = 0x65

    @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }

    /// Spaces and tabs: trimmed around fields, and what a blank line is made of.
    @inline(__always)
    package static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    @inline(__always)
    package static func isLineBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }
}
