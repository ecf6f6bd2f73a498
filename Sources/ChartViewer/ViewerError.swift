/// A problem with what the user asked `chartview` to do: printed as one line, exit code 1.
public struct ViewerError: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
