/// Survey weights beside the final one: replicate weights (bootstrap, jackknife, BRR) written as
/// a run of numbered columns (`bsrw1` … `bsrw50`, `repwt1` …). Each stands for the same
/// population as the final weight, so its mean is of the final weight's size; they are numbers of
/// the design, never the measures drawn.
extension TableSchema {
    /// How far a replicate weight's mean may lie from the final weight's (either way).
    static let replicateMeanRatio = 3.0

    mutating func findReplicateWeights() {
        guard let weight = columns.first(where: \.isSurveyWeight), let weightMean = mean(of: weight.name), weightMean > 0,
              let run = ChartChoice.numberedColumns(names) else { return }
        let members = Set((run.first...run.last).map { "\(run.prefix)\($0)" })
        var replicates: [Int] = []
        for i in columns.indices where members.contains(columns[i].name) {
            guard columns[i].role == .measure, (columns[i].evidence.low ?? -1) >= 0, let m = mean(of: columns[i].name),
                  m >= weightMean / Self.replicateMeanRatio, m <= weightMean * Self.replicateMeanRatio else { return }
            replicates.append(i)
        }
        // Every column of the run, or none: one that is not of the weight's size makes the run a
        // measure over numbered steps.
        guard replicates.count == members.count else { return }
        for i in replicates {
            columns[i].isSurveyWeight = true
            columns[i].summary = "replicate weights \(run.prefix)\(run.first)…\(run.prefix)\(run.last) beside \(weight.name) (means of its size): drawn only when nothing measured is left"
        }
    }

    /// The mean of a numeric column's finite values.
    private func mean(of name: String) -> Double? {
        guard let values = table.column(named: name)?.values else { return nil }
        var sum = 0.0, n = 0.0
        for value in values where value.isFinite {
            sum += value
            n += 1
        }
        return n > 0 ? sum / n : nil
    }
}
