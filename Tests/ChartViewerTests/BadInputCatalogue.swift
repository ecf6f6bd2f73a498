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
