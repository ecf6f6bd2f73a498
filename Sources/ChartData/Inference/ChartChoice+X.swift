import Foundation

extension ChartChoice {
    /// The weights of the rules that score candidates; lower cost wins. A time column costs its
    /// fineness (instant 0 … year 4), so the finest time wins x; the first column comes next,
    /// then the row index; identifiers, codes and constants only as a last resort or never.
    enum Cost {
        static let named = -1000.0
        static let perFineness = 1.0
        static let combinedParts = 0.5
        static let longitude = 4.5
        /// Below every time: a location per row makes the rows events at places.
        static let eventPlaces = -0.5
        static let firstColumn = 5.0
        static let numbersAfterNames = 6.0
        static let rowIndex = 7.0
        static let identifier = 8.0
        static let distinctNamesFirst = 9.0
        static let code = 10.0
        static let leavesNothingToDraw = 50.0
        static let perPosition = 0.01
    }

    /// An x (or by) candidate with its cost and the phrase that explains it.
    struct Candidate {
        var name: String?
        var cost: Double
        var reason: String
    }

    mutating func chooseX(schema: TableSchema, request: ChartRequest) throws(InferenceError) {
        var candidates: [Candidate] = []
        var excluded: [String] = []
        if let named = request.x {
            candidates.append(Candidate(name: named, cost: Cost.named, reason: "named"))
        } else if request.xIsRowIndex {
            candidates.append(Candidate(name: nil, cost: Cost.named, reason: "rows in file order"))
        } else {
            let measures = schema.columns.filter { $0.role == .measure }
            let yNamed = Set(request.y)
            // A table of one numeric column draws it against the row index.
            func leavesNothing(_ name: String) -> Bool {
                request.y.isEmpty && request.aggregation != .count && schema.columns.count == 1
            }
            for column in schema.columns where !yNamed.contains(column.name) && column.name != request.by {
                let position = Double(column.position) * Cost.perPosition
                var cost: Double?
                switch column.role {
                case .measure where schema.isElapsedTime(column):
                    // A rising length of time named like one (pandas' Timedelta `time`, a logger's
                    // `Timestamp (us)`): the x of a recording, before a coordinate pair of its
                    // readings (a sensor's X and Y axes), as a time of day would be.
                    cost = Cost.firstColumn - 0.75 + position
                case .time(let resolution) where resolution != .datePart && column.evidence.distinct < 2
                    && (column.evidence.filled >= TableSchema.constantEvidence || column.evidence.filled * 2 < schema.rowCount):
                    // One time, written in a few of many rows (a file's `generatedTime` in its first
                    // two frames): it spans no axis. (Two rows of one date are too few to say.)
                    excluded.append("\(column.name): \(column.summary), one time only")
                case .measure where column.isSurveyWeight:
                    // How many people a row stands for is not what the others are measured against.
                    excluded.append("\(column.name): \(column.summary)")
                case .time(let resolution) where resolution != .datePart:
                    cost = Double(resolution.fineness) * Cost.perFineness + position
                case .constant, .derived:
                    excluded.append("\(column.name): \(column.summary)")
                case .identifier:
                    cost = Cost.identifier + position
                case _ where column.position == 0 && !request.firstColumnMayBeX && !column.role.isTime:
                    cost = nil
                case .code where column.position == 0:
                    cost = Cost.code
                case .freeText where column.position == 0 && column.evidence.filled > 100
                    && column.evidence.isAllDistinct && !measures.isEmpty:
                    cost = Cost.distinctNamesFirst
                    if let number = measures.first {
                        candidates.append(Candidate(name: number.name, cost: Cost.numbersAfterNames,
                                                    reason: "first numbers after \(column.name), a column of distinct names"))
                    }
                case .measure, .category, .freeText, .code, .time:
                    if column.position == 0 { cost = Cost.firstColumn }
                }
                guard var cost else { continue }
                if leavesNothing(column.name) { cost += Cost.leavesNothingToDraw }
                candidates.append(Candidate(name: column.name, cost: cost, reason: column.summary))
            }
            if let place = schema.coordinates, !yNamed.contains(place.longitude) {
                if Self.isEventsAtPlaces(schema, place: place) {
                    // A place per row (earthquakes, sightings): events, each somewhere; a time
                    // series of them would join unrelated events in a zig-zag.
                    candidates.append(Candidate(name: place.longitude, cost: Cost.eventPlaces,
                                                reason: "longitude of a location (with \(place.latitude)) that changes from row to row: events at places, drawn as a map"))
                } else {
                    candidates.append(Candidate(name: place.longitude, cost: Cost.longitude,
                                                reason: "longitude of a location (with \(place.latitude))"))
                }
            }
            candidates += entityCandidates(schema: schema, request: request)
            if let parts = schema.dateParts {
                let cost = Double(parts.resolution.fineness) * Cost.perFineness + Cost.combinedParts
                candidates.append(Candidate(name: parts.name, cost: cost, reason: parts.summary))
            }
            candidates.append(Candidate(name: nil, cost: Cost.rowIndex, reason: "rows in file order"))
        }
        candidates.sort { $0.cost < $1.cost }
        let winner = candidates[0]
        x = winner.name
        var decision = Decision(subject: "x", value: x ?? "row index", reasons: [winner.reason])
        if request.x != nil { decision.reasons = ["named"] }
        let beaten = candidates.dropFirst().prefix(2).map { "\($0.name ?? "row index"): \($0.reason)" }
        decision.beaten = Array(beaten) + excluded.prefix(2).map { $0 + " (never x)" }
        decisions.append(decision)
        warnAboutCloseX(candidates, request: request)
        try readX(schema: schema, request: request)
    }

    /// Rows in which the location changes this often (distinct places per row) are events at
    /// places; fewer are stations or entities measured again and again.
    static let eventPlaceShare = 0.5

    /// Whether most rows have a place of their own (an earthquake, a sighting), with no key to
    /// make series of them: the map is their picture, not lines over time.
    static func isEventsAtPlaces(_ schema: TableSchema, place: (longitude: String, latitude: String)) -> Bool {
        guard schema.rowCount >= 20, let lon = schema.table.column(named: place.longitude)?.values,
              let lat = schema.table.column(named: place.latitude)?.values else { return false }
        var places = Set<Pair>()
        var filled = 0
        for (a, b) in zip(lon, lat) where a.isFinite && b.isFinite {
            filled += 1
            places.insert(Pair(key: Int(truncatingIfNeeded: a.bitPattern), x: b.bitPattern))
        }
        return filled >= 20 && Double(places.count) >= eventPlaceShare * Double(filled)
    }

    /// x's values and axis kind.
    mutating func readX(schema: TableSchema, request: ChartRequest) throws(InferenceError) {
        defer { foldTypicalYear(schema: schema) }
        guard let x else {
            xAxis = .row
            xValues = (0..<schema.rowCount).map(Double.init)
            return
        }
        if let parts = schema.dateParts, parts.name == x {
            xAxis = .date
            xValues = schema.timeValues(of: x) ?? []
            return
        }
        let column = schema.column(named: x)!
        if schema.table.isoTimes[x] != nil, column.dateParser != nil, request.xAxis != .category {
            // ISO times kept as numbers: every filled cell is a time of the column's layout.
            xAxis = .date
            xValues = schema.timeValues(of: x)!
            return
        }
        if let texts = schema.table.texts(of: x) {
            if column.dateParser != nil, request.xAxis != .category {
                xAxis = .date
                xValues = schema.timeValues(of: x)!
                let bad = zip(texts, xValues).filter { $1.isNaN && !$0.allSatisfy(\.isWhitespace) }
                if let first = bad.first {
                    warnings.append("column \"\(x)\": \(bad.count) cell\(bad.count == 1 ? " is" : "s are") not a date of the column's form, drawn as gaps (first: \"\(first.0.prefix(40))\")")
                }
                return
            }
            if request.xAxis == .date {
                throw InferenceError("column \"\(x)\": \"\(texts.first { !$0.isEmpty }?.prefix(40) ?? "")\" is not a date chartview reads (give --date-format, e.g. %d/%m/%Y %H:%M)")
            }
            xAxis = .category
            var index: [String: Int] = [:]
            xValues = texts.map { text in
                let key = text.trimmingCharacters(in: .whitespaces)
                if let known = index[key] { return Double(known) }
                index[key] = categories.count
                categories.append(key)
                return Double(categories.count - 1)
            }
            if let ordered = MonthNames.calendarOrder(categories) {
                // Months in calendar order, not in the order the file first names them.
                let position = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, Double($0)) })
                xValues = xValues.map { $0.isNaN ? $0 : position[categories[Int($0)]]! }
                categories = ordered
            }
            return
        }
        let values = schema.table.column(named: x)?.values ?? []
        xValues = values
        switch (column.role, request.xAxis) {
        case (_, .date) where column.epochScale == nil && !column.role.isTime:
            xAxis = .date
            epochScale = Self.forcedEpochScale(values)
            if epochScale != 1 { xValues = values.map { $0 / epochScale! } }
        case (.time(.instant), nil), (.time(.instant), .date), (.time(.date), nil), (.time(.date), .date),
             (.time(.fractionalYear), nil), (.time(.fractionalYear), .date), (.time(.month), nil), (.time(.month), .date):
            xAxis = .date
            epochScale = column.epochScale
            xValues = schema.timeValues(of: x) ?? values
        case (.time(.year), nil), (.time(.year), .number):
            xAxis = .year
        case (_, nil) where ColumnName(x).soundsLikeYear && column.evidence.isInteger
            && (column.evidence.low ?? 0) >= 1000 && (column.evidence.high ?? 0) <= 9999,
             (_, .number) where ColumnName(x).soundsLikeYear && column.evidence.isInteger
            && (column.evidence.low ?? 0) >= 1000 && (column.evidence.high ?? 0) <= 9999:
            xAxis = .year
        case (_, .date):
            xAxis = .date
            xValues = schema.timeValues(of: x) ?? values
        default:
            xAxis = request.xAxis == .log ? .log : .number
        }
    }

    /// The unit of numbers forced onto a date axis, judged by size.
    static func forcedEpochScale(_ values: [Double]) -> Double {
        var high = 0.0
        for value in values where value.isFinite { high = max(high, abs(value)) }
        if high >= 1e17 { return 1e9 }
        if high >= 1e14 { return 1e6 }
        if high >= 1e11 { return 1e3 }
        return 1
    }
}
