import Foundation

/// Whether one value per named item is a comparison of the items (a bar each) or the
/// distribution of a sample (a histogram), told by what the names are rather than by a count
/// near the data's size: the same table of 40 or of 80 items gets the same kind of chart.
/// - **Names that carry meaning** (letters: element symbols, countries, compounds) make each
///   item one to compare: abundances per element are never a distribution. A bar each, sorted,
///   while a name per bar can be printed (`namedBarCapacity`, a property of the picture).
/// - **Names that are numbers of a register** (CAS numbers `100-00-5`, catalogue numbers: no
///   letters) stand for members of a sample: with `distributionEvidence` items or more, their
///   values are drawn as a distribution; fewer show no shape, so each gets a bar.
/// - Past `namedBarCapacity` items the names cannot be read, whatever they are: a histogram.
extension ChartChoice {
    /// Most bars a category axis names one by one (a label line of ~8 px in a window of ~800 px).
    public static let namedBarCapacity = 100
    /// Fewest items whose values show a distribution's shape in a histogram of 8 bins or more.
    static let distributionEvidence = 30

    /// Why the values of `count` items named by `names` are a distribution, or nil when they are
    /// items to compare, a bar each.
    static func namedItemsDistribution(names: [String], count: Int) -> String? {
        if count > namedBarCapacity { return "too many to name a bar each (over \(namedBarCapacity))" }
        let sample = names.prefix(200).filter { !ColumnEvidence.isBlank($0) }
        let lettered = sample.filter { $0.contains(where: \.isLetter) }.count
        guard lettered * 2 <= sample.count else { return nil }
        return count >= distributionEvidence
            ? "named by numbers of a register, not words: members of a sample, whose spread is the picture" : nil
    }
}
