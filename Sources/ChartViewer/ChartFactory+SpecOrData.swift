import ChartData
import Foundation

extension ChartFactory {
    /// What a spec's top-level key holds (`ChartSpec`'s property types), as the JSON scanner
    /// sees it: what tells a spec from a table whose columns happen to have spec names.
    enum SpecValueShape {
        /// A string, number or boolean (`"x": "time"`, `"columns": 2`).
        case scalar
        /// An array of strings (`"y": ["inside", "outside"]`).
        case names
        /// An array of numbers (`"size": [1200, 700]`).
        case numbers
        /// An object of settings (`"xAxis": {"title": "Minutes"}`).
        case settings
        /// An array of objects (`"series": [{"column": "inside"}]`).
        case objects
    }

    /// The keys a spec's top level may have and what each holds.
    static let specKeyShapes: [String: SpecValueShape] = [
        "title": .scalar, "theme": .scalar, "size": .numbers, "data": .scalar, "type": .scalar, "x": .scalar, "y": .names,
        "by": .scalar, "agg": .scalar, "dateFormat": .scalar, "series": .objects, "xAxis": .settings, "yAxis": .settings,
        "xAxes": .objects, "yAxes": .objects, "legend": .settings, "annotations": .objects, "crosshair": .settings,
        "stacking": .scalar, "panes": .objects, "columns": .scalar, "live": .scalar,
    ]

    /// Whether `path` (a `.json` file) is a chart spec rather than data. A spec says so by its
    /// keys (`series` or `panes` as arrays, `data` naming a file), or its keys are all
    /// spec keys. Data: an array (records, rows), an object with other keys (pandas' `columns`
    /// orientation of other names, `index`, `table`), pandas' `split` (`data` an array), and an
    /// object of spec-named columns, told apart by its values: every member a column (an
    /// array of values, or an object of row labels to values) and at least one where a spec
    /// never holds it (`"x": [1, 2]` or `"x": {"0": 1}`, where a spec's x is a name).
    static func isChartSpecFile(_ path: String) -> Bool {
        guard let input = try? TableInput(path: path) else { return true }
        let first = input.leadingBytes.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 >= 0x80) }
        // An array is data; anything else but an object is left to the spec reader's errors.
        guard first == UInt8(ascii: "{") else { return first != UInt8(ascii: "[") }
        // Specs are small (`maximumSpecBytes`); a larger object is data.
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        if size > maximumSpecBytes { return false }
        guard let (document, _) = try? scanSpec(path), case .object(let members) = document else { return true }
        for member in members {
            switch (member.key, member.value) {
            // Any array: a spec of a million non-objects is still a spec, refused by its count.
            case ("series", .array), ("panes", .array), ("data", .scalar): return true
            default: continue
            }
        }
        guard members.allSatisfy({ specKeyShapes[$0.key] != nil }) else { return false }
        // pandas' split orientation: `columns` and a `data` array of rows.
        if members.contains(where: { $0.key == "data" }) { return false }
        // A spec with a wrong value (`"x": ["time"]` beside `"title": "t"`) stays a spec, so that
        // its reader says what is wrong: only an object of nothing but columns is a table.
        let columns = members.allSatisfy { isColumn($0.value) }
        return !(columns && members.contains { !fits($0.value, specKeyShapes[$0.key]!) })
    }

    /// Whether `node` is a table's column as JSON writes one: an array of values
    /// (`{"x": [1, 2]}`), or an object of row labels to values (pandas' `columns`, `{"x": {"0": 1}}`).
    private static func isColumn(_ node: SpecJSONScanner.Node) -> Bool {
        switch node {
        case .array(let elements): return elements.allSatisfy(isScalar)
        case .object(let members): return members.allSatisfy { isScalar($0.value) }
        case .scalar: return false
        }
    }

    private static func isScalar(_ node: SpecJSONScanner.Node) -> Bool {
        if case .scalar = node { return true }
        return false
    }

    /// Whether `node` is what a spec holds where it expects `shape`.
    private static func fits(_ node: SpecJSONScanner.Node, _ shape: SpecValueShape) -> Bool {
        switch (shape, node) {
        case (.scalar, .scalar), (.settings, .object): return true
        case (.names, .array(let elements)): return elements.allSatisfy { $0 == .scalar(isString: true) }
        case (.numbers, .array(let elements)): return elements.allSatisfy { $0 == .scalar(isString: false) }
        case (.objects, .array(let elements)): return elements.allSatisfy { if case .object = $0 { true } else { false } }
        default: return false
        }
    }
}
