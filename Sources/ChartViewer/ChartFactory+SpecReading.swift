import ChartData
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
        // `null` in a series' x or y is a gap: the bytes come back marked for `gapDecoder`.
        return try SpecJSONScanner.decodable(bytes, file: path)
    }
}

extension ChartFactory {
    /// A value of the wrong kind in a spec, as one line that points at its key:
    /// `spec.json:1:14: series[0].y: expected an array, found a string`.
    static func specMismatch(path: String, document: SpecJSONScanner.Node, codingPath: [CodingKey],
                             expected: Any.Type, found description: String) -> ViewerError {
        var place = path
        if let position = position(of: codingPath, in: document) { place += ":\(position.line):\(position.column)" }
        let name = codingPath.isEmpty ? "the spec" : codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
            .joined().drop { $0 == "." }.description
        let typeName = String(describing: expected)
        let wanted = typeName.hasPrefix("Array") ? "an array"
            : typeName.hasPrefix("Dictionary") ? "an object"
            : typeName == "String" ? "a string"
            : typeName == "Bool" ? "true or false"
            : typeName == "Int" ? "a whole number"
            : typeName == "Double" ? "a number" : typeName
        // Foundation words it "… but found a string instead." or "found null value instead".
        var found = "something else"
        if let range = description.range(of: "found ") {
            found = description[range.upperBound...].replacingOccurrences(of: " instead.", with: "")
                .replacingOccurrences(of: " value instead", with: "").replacingOccurrences(of: "instead", with: "")
                .trimmingCharacters(in: .whitespaces)
        }
        if found.hasPrefix("a dictionary") { found = "an object" }
        return ViewerError("\(place): \(name): expected \(wanted), found \(found)")
    }

    /// Where the last key on `codingPath` stands in the document, when the path leads there.
    static func position(of codingPath: [CodingKey], in document: SpecJSONScanner.Node) -> SpecJSONScanner.Position? {
        var node = document
        var last: SpecJSONScanner.Position?
        for key in codingPath {
            switch node {
            case .object(let members):
                guard let member = members.last(where: { $0.key == key.stringValue }) else { return last }
                last = member.position
                node = member.value
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return last }
                node = elements[index]
            case .scalar:
                return last
            }
        }
        return last
    }
}
