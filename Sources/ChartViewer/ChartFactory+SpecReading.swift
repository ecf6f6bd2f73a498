import Foundation

extension ChartFactory {
    /// The largest spec file read: 64 MiB (data belongs in a data file the spec names).
    static let maximumSpecBytes = 64 << 20

    /// Reads a spec file with a bound and checks its JSON syntax, returning the scanned tree and
    /// the bytes for `JSONDecoder`.
    static func scanSpec(_ path: String) throws(ViewerError) -> (SpecJSONScanner.Node, Data) {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.readAll(path, file: path)
        } catch {
            throw ViewerError(error.description)
        }
        guard bytes.count <= maximumSpecBytes else {
            throw ViewerError("\(path): a spec file larger than \(maximumSpecBytes >> 20) MiB is not supported")
        }
        let document = try SpecJSONScanner.scan(bytes, file: path)
        return (document, Data(bytes))
    }
}
