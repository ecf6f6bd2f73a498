import Foundation

/// The choice as a search: the rules PROPOSE candidates (their answer, and the alternatives they
/// passed over: the chart without a rule that fired, another time column as x, the row index as
/// x, the rules' x split by another key), and `CandidateScore` DISPOSES by measuring the picture
/// each would draw. The best score wins; the rules' answer is kept unless another beats it by
/// `switchMargin`, so nothing changes without a measured reason. What the user named is never
/// searched over.
///
/// ```swift
/// let choice = try ChartChoice.searched(schema: schema, request: ChartRequest())
/// print(choice.explanation)   // … chart = x = row index: score 0.3 (…); beats the rules' choice: score 1.8 (…)
/// ```
extension ChartChoice {
    /// How much better (lower) a candidate's score must be to replace the rules' answer.
    public static let switchMargin = 0.25
    /// Most rows a search renders candidates for: each candidate is a whole choice and its
    /// series, so above this the rules' answer is drawn unsearched (the cost stays that of one).
    public static let searchRowLimit = 300_000
    /// Fewest rows a search is run for (`CandidateScore.lineEvidence`).
    public static let searchRowEvidence = CandidateScore.lineEvidence
    /// Most keys tried as another `by`, fewest values first.
    static let byProposals = 3

    /// The choice for `schema` and `request`, searched over candidates when the request names
    /// nothing; with the candidates weighed in `candidates` (winner first).
    public static func searched(schema: TableSchema, request: ChartRequest) throws(InferenceError) -> ChartChoice {
        var rules = try ChartChoice(schema: schema, request: request)
        let named = request.x != nil || !request.y.isEmpty || request.by != nil || request.aggregation != nil
            || request.kind != nil || request.xAxis != nil
        // (A map of places is the picture of a location pair: nothing is proposed over it.)
        // (Nor over two crossed keys: the other key as x, or a time's finer rival, scores the
        // strips of points the crossing replaced as well as its lines.)
        guard !named, rules.grid == nil, rules.crossedKeys == nil, !(rules.y.isEmpty && rules.aggregation != .count),
              rules.x == nil || rules.x != schema.coordinates?.longitude else { return rules }
        // (Under `searchRowEvidence` rows the terms have too little to measure: two rows of one
        // date are not a vertical line worth leaving the rules for.)
        guard schema.rowCount >= searchRowEvidence else { return rules }
        guard schema.rowCount <= searchRowLimit else {
            rules.decisions.append(Decision(subject: "search", value: "not run",
                                            reasons: ["\(ColumnEvidence.grouped(schema.rowCount)) rows, over \(ColumnEvidence.grouped(searchRowLimit)): the rules' choice is drawn unscored"]))
            return rules
        }
        let ranked = candidates(schema: schema, request: request, rules: rules)
        var winner = ranked[0]
        let kept = ranked.first { $0.origin == .rules }!
        if winner.origin != .rules && winner.score.total > kept.score.total - switchMargin { winner = kept }
        var choice = winner.choice
        choice.describeSearch(winner: winner, ranked: ranked, schema: schema)
        return choice
    }

    /// Every candidate for `schema`, scored, best first (the rules' answer first among equals).
    static func candidates(schema: TableSchema, request: ChartRequest, rules: ChartChoice) -> [ChartCandidate] {
        var rules = rules
        let total = rules.findTotal(schema: schema)
        rules.totalRows = total
        var proposals: [(ChartCandidate.Origin, ChartRequest)] = []
        for rule in ChartCandidate.Rule.allCases {
            var declined = request
            declined.declined.insert(rule)
            proposals.append((.declining(rule), declined))
        }
        let times = CandidateScore.axisTimes(schema).map(\.name)
            + [schema.dateParts?.name].compactMap { $0 }
        // Columns that order the rows (a run of years kept as numbers) are x candidates too.
        let orders = schema.columns.filter { CandidateScore.ordersRows($0) && $0.role == .measure }.prefix(2).map(\.name)
        // Other times only where the rules drew over a time or the rows: a time does not
        // replace a scatter of two measures, whose relation is its own picture.
        let overTime = [ChartAxisKind.date, .year, .row].contains(rules.xAxis)
        for name in (overTime ? times : []) + orders where name != rules.x {
            var other = request
            other.x = name
            proposals.append((.x(name), other))
        }
        // The row index, except under a scatter: the rules draw one where rows are entities
        // or points of a pair, and neighbouring rows of sorted or clustered entities correlate
        // as a sequence's do (sensors around a helmet, districts by number), so the lines'
        // measure cannot tell them from samples in time.
        // Nor where the rules found the rows' structure, which the row index would erase: a key
        // they split by (rows of several things), runs of a step repeated (a sweep), or an x
        // repeated over many rows that they folded (means per market).
        if rules.x != nil, rules.kind != "scatter", rules.by == nil, rules.runStarts.isEmpty, rules.aggregation == nil {
            var rows = request
            rows.xIsRowIndex = true
            proposals.append((.rowIndex, rows))
        }
        if rules.by == nil, let x = rules.x {
            // Another key for rules whose x repeats: the rows of several things, each in order.
            let keys = schema.columns.filter { column in
                column.name != x && [.category, .code, .freeText].contains(column.role)
                    && column.evidence.distinct >= 2 && column.evidence.distinct <= SeriesLimit.maximumSeries
            }.sorted { $0.evidence.distinct < $1.evidence.distinct }
            let first = score(rules, schema: schema)
            var splits: [String] = []
            // The key the rules' line jumps at: the sources it merged, each drawn as its own.
            if first.terms.contains(where: { $0.name == .sourcesMerged }),
               let merged = CandidateScore.mergedSources(rules, schema: schema) {
                splits.append(merged.key)
            }
            if first.terms.contains(where: { $0.name == .xSawTeeth || $0.name == .xStacked }) {
                splits += keys.prefix(byProposals).map(\.name).filter { !splits.contains($0) }
            }
            for key in splits {
                var split = request
                split.x = x
                split.by = key
                proposals.append((.by(key), split))
            }
        }
        // The rules' answer without the numbers that are no measures (positions, codes,
        // denominators) where it draws one: the rules then draw what is left.
        let codeNames = positionsAndCodes(schema).map(\.name)
        let denominatorNames = denominators(schema).map(\.name)
        for dropped in [codeNames, codeNames + denominatorNames] where !dropped.isEmpty && rules.y.contains(where: dropped.contains) {
            var without = request
            without.notMeasures = Set(dropped)
            proposals.append((.without(dropped), without))
        }
        var seen: Set<String> = [signature(rules)]
        var result = [ChartCandidate(origin: .rules, choice: rules, score: score(rules, schema: schema))]
        for (origin, proposal) in proposals {
            guard var choice = try? ChartChoice(schema: schema, request: proposal),
                  choice.grid == nil, !(choice.y.isEmpty && choice.aggregation != .count),
                  origin != .rowIndex || choice.x == nil,  // (a later rule took another x: not this candidate)
                  seen.insert(signature(choice)).inserted else { continue }
            choice.totalRows = total
            result.append(ChartCandidate(origin: origin, choice: choice, score: score(choice, schema: schema)))
        }
        if let total {
            // The total drawn alone first where the rules pooled it into one line (it then wins
            // a tie: the whole is what a pooled mean stood for), else the parts without it.
            // (Also over the rules' answer without its codes or denominators: a national total
            // of counts, not of the population.)
            let bases = result.filter { if case .without = $0.origin { return true }; return $0.origin == .rules }.map(\.choice)
            for base in bases {
                let apart = base.by == total.key || base.x == total.key
                for filter in apart ? [RowFilter.withoutTotal] : [.totalAlone, .withoutTotal] {
                    var choice = base
                    if filter == .totalAlone { choice.keepTotalAlone(schema: schema) } else { choice.rowFilter = filter }
                    choice.warnings.removeAll { $0.contains(total.key) }
                    guard seen.insert(signature(choice)).inserted else { continue }
                    result.append(ChartCandidate(origin: .rows(filter, total), choice: choice, score: score(choice, schema: schema)))
                }
            }
        }
        // The rows as events: counted per period of each of the two finest dates, or an amount
        // summed per period.
        let dates = schema.columns.filter { $0.role.isTime && $0.role != .time(.datePart) && $0.evidence.distinct >= 2 }
            .sorted { $0.evidence.distinct > $1.evidence.distinct }.prefix(2)
        let amount = (rules.y + schema.columns.filter { $0.role == .measure }.map(\.name)).first { name in
            schema.column(named: name)?.role == .measure && !codeNames.contains(name) && !denominatorNames.contains(name)
                && isAmount(schema.table.column(named: name)?.values ?? [])
        }
        for time in dates {
            let sums: [String?] = amount == nil ? [nil] : [nil, amount]
            for summed in sums {
                var over = request
                over.x = time.name
                guard var choice = try? ChartChoice(schema: schema, request: over),
                      choice.countPerPeriod(schema: schema, amount: summed),
                      seen.insert(signature(choice)).inserted else { continue }
                // (Warnings of the rows drawn one by one, a repeated x or keys merged, say nothing of counts.)
                choice.warnings = []
                choice.totalRows = total
                result.append(ChartCandidate(origin: .perPeriod(time.name, amount: summed), choice: choice,
                                             score: score(choice, schema: schema)))
            }
        }
        // Stable: the rules' answer (first) stays first among equal scores.
        return result.enumerated().sorted { ($0.element.score.total, $0.offset) < ($1.element.score.total, $1.offset) }.map(\.element)
    }

    static func score(_ choice: ChartChoice, schema: TableSchema) -> CandidateScore {
        CandidateScore(choice: choice, schema: schema)
    }

    /// What tells two candidates' pictures apart.
    static func signature(_ choice: ChartChoice) -> String {
        [choice.x ?? "-", choice.y.joined(separator: ","), choice.by ?? "-", choice.kind,
         choice.aggregation.map { "\($0)" } ?? "-", "\(choice.binsX)", "\(choice.panes.count)",
         choice.rightAxisSeries.joined(separator: ","), choice.rowFilter.map { "\($0)" } ?? "-"].joined(separator: "|")
    }

    /// Adds the search to the decisions: the winner's terms and the best runner-up with why it
    /// lost; a warning naming the cause when the best candidate is still poor.
    mutating func describeSearch(winner: ChartCandidate, ranked: [ChartCandidate], schema: TableSchema) {
        if winner.origin != .rules, let i = decisions.firstIndex(where: { $0.subject == "x" }), decisions[i].reasons == ["named"] {
            // Candidates are made by naming x: say what the column is instead.
            if let x, let column = schema.column(named: x) {
                decisions[i].reasons = [column.summary]
            } else if x == schema.dateParts?.name, let parts = schema.dateParts {
                decisions[i].reasons = [parts.summary]
            }
        }
        if case .by(let key) = winner.origin, let i = decisions.firstIndex(where: { $0.subject == "by" }), decisions[i].reasons == ["named"],
           let column = schema.column(named: key) {
            // (Named by the candidate, as x above: the split's reason is in the chart line.)
            decisions[i].reasons = ["\(column.summary): the rows of each \(key) are drawn apart"]
        }
        func terms(_ candidate: ChartCandidate) -> String {
            let shown = candidate.score.terms.prefix(3).map(\.description)
            return "score \(String(format: "%.2f", candidate.score.total))" + (shown.isEmpty ? "" : " (" + shown.joined(separator: "; ") + ")")
        }
        if case .without(let names) = winner.origin {
            let why = (Self.positionsAndCodes(schema) + Self.denominators(schema)).filter { names.contains($0.name) }
            decisions.append(Decision(subject: "dropped", value: names.joined(separator: ", "),
                                      reasons: why.prefix(4).map { "\($0.name): \($0.reason)" } + ["no measure"]))
        }
        describeRowFilter()
        var decision = Decision(subject: "chart", value: "\(winner.origin): \(winner.summary)", reasons: [terms(winner)])
        if let runnerUp = ranked.first(where: { $0.origin != winner.origin }) {
            let why = runnerUp.origin == .rules && winner.origin != .rules
                ? "worse by \(String(format: "%.2f", runnerUp.score.total - winner.score.total))"
                : winner.origin == .rules && runnerUp.score.total <= winner.score.total
                ? "not better by \(Self.switchMargin), the rules' choice is kept" : "worse"
            decision.beaten = ["\(runnerUp.origin): \(runnerUp.summary), \(terms(runnerUp)), \(why)"]
        }
        decision.reasons.append("\(ranked.count) candidate\(ranked.count == 1 ? "" : "s") scored")
        decisions.append(decision)
        if winner.score.total >= Self.poorScore, let worst = winner.score.terms.first {
            warnings.append("the best chart found is still poor: \(worst.name.rawValue), \(worst.detail)")
        }
    }

    /// A score from which the chosen picture is poor enough to warn of its worst term.
    public static let poorScore = 2.0
}
