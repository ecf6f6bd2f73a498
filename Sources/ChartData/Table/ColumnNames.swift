/// Names for a table's columns that a lookup by name can tell apart.
enum ColumnNames {
    /// `names` with each repeat renamed `name.1`, `name.2`, … (skipping suffixes another column
    /// already has), as pandas renames repeated header cells; nil when every name is already once.
    static func unique(_ names: [String]) -> [String]? {
        var taken = Set<String>(minimumCapacity: names.count)
        var repeated = false
        for name in names where !taken.insert(name).inserted { repeated = true }
        guard repeated else { return nil }
        var seen = Set<String>(minimumCapacity: names.count)
        var nextSuffix: [String: Int] = [:]
        return names.map { name in
            guard !seen.insert(name).inserted else { return name }
            var suffix = nextSuffix[name, default: 1]
            while taken.contains("\(name).\(suffix)") { suffix += 1 }
            let renamed = "\(name).\(suffix)"
            nextSuffix[name] = suffix + 1
            taken.insert(renamed)
            seen.insert(renamed)
            return renamed
        }
    }
}
