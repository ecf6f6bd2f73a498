import CGL

/// One message from the GL debug output (`glDebugMessageCallback`), copied out of the driver.
public struct GLDebugMessage: Hashable, Sendable, CustomStringConvertible {
    /// `GL_DEBUG_SOURCE_*`.
    public var source: UInt32
    /// `GL_DEBUG_TYPE_*`.
    public var type: UInt32
    public var id: UInt32
    /// `GL_DEBUG_SEVERITY_*`.
    public var severity: UInt32
    public var text: String

    public init(source: UInt32, type: UInt32, id: UInt32, severity: UInt32, text: String) {
        self.source = source
        self.type = type
        self.id = id
        self.severity = severity
        self.text = text
    }

    /// Whether the message reports a real fault: an API error, undefined behaviour, or anything
    /// of high severity. Performance notes and other chatter are not faults.
    public var isError: Bool {
        type == UInt32(GL_DEBUG_TYPE_ERROR) || type == UInt32(GL_DEBUG_TYPE_UNDEFINED_BEHAVIOR)
            || severity == UInt32(GL_DEBUG_SEVERITY_HIGH)
    }

    public var description: String {
        "GL debug [type 0x\(String(type, radix: 16)), severity 0x\(String(severity, radix: 16)), id \(id)]: \(text)"
    }
}
