/// Warnings that name the fault of a choice made on weak evidence: two x candidates of nearly
/// the same cost (two date columns alike), or a key split although some of its (key, x) pairs
/// repeat. One line each, naming the alternative and the option that picks it, so that a wrong
/// picture says why; strong choices stay silent.
extension ChartChoice {
    /// Costs closer than this make the x a close call (`Cost.perPosition` per column apart: two
    /// columns of one kind; the rules' own steps are 0.25 and more).
    static let closeCostMargin = 0.2

    /// (key, x) pairs unique in fewer rows than this make a split weak.
    static let firmPairShare = 0.99

    /// Warns when the two cheapest x candidates (sorted, cheapest first) both name columns and
    /// cost nearly the same: the winner was taken by column order.
    mutating func warnAboutCloseX(_ candidates: [Candidate], request: ChartRequest) {
        guard request.x == nil, candidates.count >= 2, let first = candidates[0].name, let second = candidates[1].name,
              candidates[1].cost - candidates[0].cost < Self.closeCostMargin else { return }
        closeX = (first, "x = \(first) by column order over \(second), as fit to be x (\(first): \(candidates[0].reason); \(second): \(candidates[1].reason)): name --x \(second) for the other")
    }

    /// The close call's warning, when the x it names is the x drawn.
    mutating func warnIfCloseXKept() {
        if let closeX, closeX.x == x, grid == nil { warnings.append(closeX.warning) }
    }

    /// Warns when the key that split the rows pairs with x in fewer than `firmPairShare` of the
    /// rows: some keys hold two rows at one x, so a line may zig-zag within them.
    mutating func warnAboutWeakSplit(key: String, uniqueShare: Double) {
        guard uniqueShare < Self.firmPairShare else { return }
        warnings.append("split by \(key) although \(Int(((1 - uniqueShare) * 100).rounded(.up))) % of the rows share a (\(key), \(x ?? "x")) pair with another: "
                        + "a second key may be needed (name --by, or filter the rows)")
    }

    /// (key, x) pairs unique in at least this share of rows make a key that nearly splits the
    /// rows: named in a warning when nothing split them.
    static let nearKeyPairShare = 0.8

    /// Warns, when x repeats and no key split the rows, of the key that nearly did: the rows are
    /// drawn merged (as records) though they may be that key's series.
    mutating func warnAboutNearKey(_ key: String, uniqueShare: Double, distinctX: Int) {
        let repeats = Double(xValues.count) / Double(max(distinctX, 1))
        warnings.append("\(x ?? "x") repeats \(String(format: "%.1f", repeats))× per value and \(key) nearly tells the rows apart "
                        + "((\(key), \(x ?? "x")) pairs \(Int((uniqueShare * 100).rounded(.down))) % unique, under the 95 % a split needs): drawn merged (name --by \(key) to split)")
    }
}
