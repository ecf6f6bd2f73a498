import Foundation

/// Measures named as the components of a few quantities (`Acc_X, Acc_Y, Acc_Z, Gyr_X …`,
/// `Gyroscope X (deg/s)`, `Quat_q0 … Quat_q3`), as loggers and simulations write them: a pane per
/// quantity reads, where one pane of thirteen lines within ±2 of zero, or panes cut by magnitude
/// alone (a magnetometer beside an accelerometer because their sizes happen to match), do not.
/// The families come from the names, told by their shape alone: a stem, then one component
/// token (an axis letter `x y z w`, a letter and a digit, or a digit), then an optional unit in
/// brackets. The stem and the unit together name the quantity.
extension ChartChoice {
    /// The quantity `name` is a component of (stem and unit), or nil for a name of no such shape.
    static func nameFamily(_ name: String) -> String? {
        var text = Substring(name.trimmingCharacters(in: .whitespaces))
        var unit = ""
        if let last = text.last, last == ")" || last == "]", let open = text.lastIndex(of: last == ")" ? "(" : "[") {
            unit = String(text[open...])
            text = text[..<open]
        }
        let words = ColumnName(String(text)).words
        guard words.count >= 2, let token = words.last, isComponentToken(token) else { return nil }
        return words.dropLast().joined(separator: " ") + (unit.isEmpty ? "" : " " + unit)
    }

    /// `x`, `y`, `z`, `w`, `q0`, `e2`, `1`…`9`: one component of a vector or a quaternion.
    static func isComponentToken(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        switch scalars.count {
        case 1: return ["x", "y", "z", "w"].contains(word) || ("1"..."9").contains(scalars[0])
        case 2: return ("a"..."z").contains(scalars[0]) && ("0"..."9").contains(scalars[1])
        default: return false
        }
    }

    /// The measures of `y` grouped by quantity (`nameFamily`), in file order, when they fall into
    /// 2…`maximumPanes` groups of which at most one is a single measure (a barometer beside three
    /// triaxial sensors) and the rest hold two or more each; else nil.
    static func nameFamilies(_ y: [String]) -> [[String]]? {
        guard y.count >= 4 else { return nil }
        var order: [String] = []
        var members: [String: [String]] = [:]
        for name in y {
            let family = nameFamily(name) ?? "\u{0}" + name
            if members[family] == nil { order.append(family) }
            members[family, default: []].append(name)
        }
        let groups = order.map { members[$0]! }
        guard (2...maximumPanes).contains(groups.count), groups.filter({ $0.count == 1 }).count <= 1 else { return nil }
        return groups
    }

    /// Panes by quantity (`nameFamilies`) for more measures than one chart tells apart, or for
    /// measures whose sizes would split them into panes anyway (`ratio` past
    /// `magnitudeRatioLimit`). True when it chose them.
    mutating func separateNameFamilies(ratio: Double) -> Bool {
        guard by == nil, aggregation == nil, Self.linearKinds.contains(kind), panes.isEmpty,
              y.count > Self.paletteSize || ratio > Self.magnitudeRatioLimit, let families = Self.nameFamilies(y) else { return false }
        panes = families
        func list(_ group: [String]) -> String { group.prefix(3).joined(separator: ", ") + (group.count > 3 ? " …" : "") }
        decisions.append(Decision(subject: "panes", value: "\(panes.count)",
                                  reasons: ["\(y.count) measures named as components of \(panes.count) quantities: a pane per quantity"]
                                    + panes.enumerated().map { "pane \($0 + 1): \(list($1))" },
                                  beaten: [y.count > Self.paletteSize ? "one pane: \(y.count) lines too many to tell apart"
                                                                       : "panes by magnitude: sizes \(Self.short(ratio))× apart, but the names say which belong together"]))
        return true
    }
}
