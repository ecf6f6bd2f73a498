import ChartData
/// Finds keys in a spec that nothing reads, so a typo (`"titel"`) is an error that names the
/// nearest known key rather than a setting silently ignored.
///
/// The known keys are derived from the decoded value itself: the spec types use synthesized
/// `Decodable` conformances, whose keys are their stored properties' names, which `Mirror`
/// lists. A key added to `ChartSpec` or any nested spec type is therefore known at once, with no
/// list to keep up to date. The walk follows the JSON tree and the decoded value side by side;
/// where their shapes differ (a value that decodes from a string or a number) it stops.
///
/// ```swift
/// try SpecKeyCheck.check(document, decoded: spec, file: "spec.json")
/// // spec.json:1:2: unknown key "titel": did you mean "title"?
/// ```
enum SpecKeyCheck {
    static func check(_ node: SpecJSONScanner.Node, decoded: Any, file: String) throws(ViewerError) {
        try walk(node, decoded, file: file, path: "")
    }

    private static func walk(_ node: SpecJSONScanner.Node, _ value: Any, file: String, path: String) throws(ViewerError) {
        // A scalar needs no reflection: a long `y` array reflected each of its numbers.
        if case .scalar = node { return }
        let mirror = Mirror(reflecting: unwrapped(value))
        switch node {
        case .scalar:
            return
        case .array(let elements):
            // An array of scalars (`"y": [...]`) has no keys to check.
            if !elements.contains(where: { if case .scalar = $0 { false } else { true } }) { return }
            guard mirror.displayStyle == .collection else { return }
            for (element, child) in zip(elements, mirror.children) {
                try walk(element, child.value, file: file, path: path)
            }
        case .object(let members):
            // A map keyed by the user's own names (a pie's `sliceStyles`): its keys are data, but
            // the values are spec objects whose keys are checked like any other.
            if mirror.displayStyle == .dictionary, let map = unwrapped(value) as? [String: Any] {
                for member in members {
                    guard let child = map[member.key] else { continue }
                    try walk(member.value, child, file: file, path: path + "[" + DataFileError.quoted(member.key) + "]")
                }
                return
            }
            guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return }
            var known: [String: Any] = [:]
            for case let (label?, child) in mirror.children { known[label] = child }
            for member in members {
                guard let child = known[member.key] else {
                    let place = "\(file):\(member.position.line):\(member.position.column)"
                    var message = "\(place): unknown key \(DataFileError.quoted(member.key))"
                    if !path.isEmpty { message += " in \(path)" }
                    if let nearest = nearest(to: member.key, among: Array(known.keys)) {
                        message += ": did you mean \(DataFileError.quoted(nearest))?"
                    } else {
                        message += " (known keys: \(known.keys.sorted().joined(separator: ", ")))"
                    }
                    throw ViewerError(message)
                }
                try walk(member.value, child, file: file, path: path.isEmpty ? member.key : path + "." + member.key)
            }
        }
    }

    /// The value inside any layers of `Optional`; the value itself otherwise.
    private static func unwrapped(_ value: Any) -> Any {
        var current = value
        while true {
            let mirror = Mirror(reflecting: current)
            guard mirror.displayStyle == .optional, let inner = mirror.children.first?.value else { return current }
            current = inner
        }
    }

    /// The known key closest to `key` by edit distance (ignoring case), when it is close enough
    /// to be a likely typo: at most a third of the longer key's length, and at most 3 edits.
    static func nearest(to key: String, among candidates: [String]) -> String? {
        let lowered = Array(key.lowercased())
        var best: (key: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = Swift.min(3, Swift.max(1, Swift.max(key.count, best.key.count) / 3))
        return best.distance <= allowed ? best.key : nil
    }

    /// Levenshtein distance, with adjacent transpositions counting as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Keys longer than this are not typos of a known one; keep the work bounded.
        if a.count > 64 || b.count > 64 { return Swift.max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
