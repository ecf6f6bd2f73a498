/// The bad-input catalogue (issue #12, §6): every input with its defined outcome.
///
/// `file` is written to a scratch folder under `name` (a `.json` name is read as a spec, others
/// as delimited data) and opened as `chartview render NAME ARGS` would open it. `outcome` is the
/// exact one-line error (without the leading "chartview: "; `$DIR` stands for the scratch folder),
/// or `ok` followed by properties of the chart and its scene: `series N` (how many), `gap@S:R`
/// (series S has a gap at row R), `y[S:R]=V` (a value as read).
struct BadInput {
    var name: String
    var file: String
    var args: [String] = []
    var outcome: String
    /// Written instead of `file` when set (inputs that are not valid UTF-8).
    var rawBytes: [UInt8]? = nil
}

extension BadInput {
    static func csv(_ text: String, _ args: [String] = [], _ outcome: String) -> BadInput {
        BadInput(name: "data.csv", file: text, args: args, outcome: outcome)
    }

    static func spec(_ text: String, _ outcome: String) -> BadInput {
        BadInput(name: "spec.json", file: text, outcome: outcome)
    }
}

extension BadInput {
    /// Bytes that are not UTF-8 text, as a data file.
    static func raw(_ bytes: [UInt8], _ outcome: String) -> BadInput {
        BadInput(name: "data.csv", file: String(decoding: bytes.map { $0 }, as: UTF8.self), outcome: outcome, rawBytes: bytes)
    }
}

extension BadInput {
    /// A little-endian `.npy` of `shape` and element type `descr` (`<f8`, `|i1`) holding `data`.
    static func npy(_ descr: String, shape: [Int], data: [UInt8], _ outcome: String) -> BadInput {
        let shapeText = "(" + shape.map(String.init).joined(separator: ", ") + (shape.count == 1 ? ",)" : ")")
        var header = "{'descr': '\(descr)', 'fortran_order': False, 'shape': \(shapeText), }"
        while (10 + header.utf8.count + 1) % 64 != 0 { header += " " }
        header += "\n"
        let length = UInt16(header.utf8.count)
        let bytes: [UInt8] = [0x93] + Array("NUMPY".utf8) + [1, 0, UInt8(length & 0xFF), UInt8(length >> 8)] + Array(header.utf8) + data
        return BadInput(name: "cube.npy", file: "", outcome: outcome, rawBytes: bytes)
    }
}

