import Foundation

/// A fresh folder under the temporary directory for one test's files, removed with the object.
///
/// ```swift
/// let scratch = try ScratchFolder("table-plan")
/// let csv = try scratch.write("data.csv", "x,y\n1,2\n")
/// let png = scratch.path("out.png")
/// ```
public final class ScratchFolder {
    public let url: URL

    public init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` inside the folder (nothing is created).
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` (UTF-8) to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let path = path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
