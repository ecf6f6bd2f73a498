import Foundation
import XCTest
@testable import ChartData

/// Roles of the columns that describe how a table was made rather than what it measured: a
/// sampled pandas index, ids and survey-design columns, survey weights, links, a time written
/// once, clocks, and the factors and measures of a repeated-measures design; and that the choice
/// draws none of them as data (the shapes of samplics, pybaseball, kloppy and prince's files).
final class InferenceDesignRoleTests: XCTestCase {
    private func schema(_ text: String) throws -> TableSchema {
        try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
    }

    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let read = try schema(text)
        return (try ChartChoice(schema: read, request: request), read)
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    // MARK: - Row numbers

    /// pandas `df.sample(...).to_csv()`: a blank-named first column of rising row numbers with
    /// gaps (6, 9, 15, …) is the index of another table, never x and never drawn.
    func testASampledPandasIndexIsAnIdentifier() throws {
        let kept = [6, 9, 15, 22, 23, 31, 40, 47, 52, 60, 66, 71, 79, 85]
        let text = csv(",cluster,region,psu_prob", kept.count) { i in
            "\(kept[i]),\(kept[i] + 1),\(["North", "South"][i % 2]),\(0.1 + Double((i * 7) % 11) / 13)"
        }
        let (choice, schema) = try choose(text)
        // (a blank header cell is read as `column 1`)
        XCTAssertEqual(schema.column(named: "column 1")?.role, .identifier)
        XCTAssertTrue(schema.column(named: "column 1")!.summary.contains("with gaps"), schema.column(named: "column 1")!.summary)
        XCTAssertEqual(schema.column(named: "cluster")?.role, .code, "a survey's cluster number names a cluster")
        XCTAssertNotEqual(choice.x, "column 1")
        XCTAssertEqual(choice.y, ["psu_prob"], choice.explanation)
    }

    /// The same shapes that are data stay data: a falling or repeating first column, a column of
    /// years under a blank header, and counters named `n` that are not the row number.
    func testRowNumbersWithGapsNeedARowNameHeaderAndRisingDistinctValues() throws {
        let falling = try schema(csv(",v", 10) { "\(100 - $0 * 3),\($0)" })
        XCTAssertEqual(falling.column(named: "column 1")?.role, .measure)
        let years = try schema(csv("\"\",v", 10) { "\(1951 + $0 * 2),\($0)" })
        XCTAssertEqual(years.column(named: "column 1")?.role, .time(.year), "R's year row names stay years")
        // A file without a header: its first column may be the data's own x.
        let headerless = try schema(csv("0,5", 10) { "\(10 + $0 * 10),\($0)" })
        XCTAssertNotEqual(headerless.column(named: "column 1")?.role, .identifier)
        let counted = try schema(csv("n,v", 10) { "\(5 + $0 * 3),\($0)" })
        XCTAssertEqual(counted.column(named: "n")?.role, .measure, "only the headers row-number writers give")
    }

    /// A table of ids per season and no measure (pybaseball's team ids): the row numbers are
    /// never drawn, and the year named `yearID` is a year, not a code.
    func testNoMeasureNeverDrawsTheRowNumbersAndYearIDIsAYear() throws {
        let (choice, schema) = try choose(csv(",yearID,lgID,teamID,teamIDfg", 60) { i in "\(i),\(1876 + i / 6),\(["NL", "AL"][i % 2]),T\(i % 6),\(16 + (i % 6) * 101)" })
        XCTAssertEqual(schema.column(named: "column 1")?.role, .identifier)
        XCTAssertEqual(schema.column(named: "yearID")?.role, .time(.year))
        XCTAssertEqual(schema.column(named: "teamIDfg")?.role, .code)
        XCTAssertFalse(choice.y.contains("column 1"), choice.explanation)
        // Nothing measured: the rows are counted per season, the team ids never drawn as values.
        XCTAssertEqual(choice.x, "yearID")
        XCTAssertEqual(choice.aggregation, .count, choice.explanation)
        XCTAssertEqual(choice.y, [])
        let series = choice.series(schema: schema)
        XCTAssertEqual(series.first?.y.first, 6, "six teams a season")
        XCTAssertEqual(choice.explanation.components(separatedBy: "agg = ").count, 2, "one agg line: \(choice.explanation)")
    }

    /// A card list of ids and text categories (prince's hearthstone cards): the rows counted per
    /// the first category, never the id drawn over the row index.
    func testACodeAndCategoriesAloneAreCountedPerCategory() throws {
        let classes = ["Neutral", "Hunter", "Mage"]
        let (choice, schema) = try choose(csv("id,class,rarity", 30) { i in "\(60000 + (i * 7919) % 9000),\(classes[i % 3]),\(["Common", "Rare"][i % 2])" })
        XCTAssertEqual(schema.column(named: "id")?.role, .code)
        XCTAssertEqual(choice.x, "class", choice.explanation)
        XCTAssertEqual(choice.aggregation, .count)
        XCTAssertEqual(choice.kind, "column")
        XCTAssertEqual(choice.series(schema: schema).first?.y, [10, 10, 10])
    }

    // MARK: - Ids and survey designs

    /// Ids written as one word (Stata's `stratid`, `psuid`, `hhid`) and the units of a survey
    /// design (`stratum`, `psu`, `cluster`) are codes; words that merely end in `id` are not.
    func testIdsWrittenAsOneWordAndSurveyDesignUnitsAreCodes() throws {
        let s = try schema(csv("stratid,psuid,hhid,stratum,humid,paid,zinc", 40) { i in
            "\(i / 10 + 1),\(i % 2 + 1),\(1000 + i),\(i / 20 + 1),\(40 + (i * 7) % 31),\(100 + (i * 13) % 57),\(80 + (i * 11) % 43)"
        })
        for name in ["stratid", "psuid", "hhid", "stratum"] { XCTAssertEqual(s.column(named: name)?.role, .code, name) }
        for name in ["humid", "paid", "zinc"] { XCTAssertEqual(s.column(named: name)?.role, .measure, name) }
        // A design unit names the column only as its last word: `cluster_size` counts.
        let sizes = try schema(csv("household,cluster_size,number_households", 40) { i in "\(5000 + i * 3),\(30 + (i * 7) % 19),\(100 + (i * 13) % 77)" })
        XCTAssertEqual(sizes.column(named: "household")?.role, .code)
        XCTAssertEqual(sizes.column(named: "cluster_size")?.role, .measure)
        XCTAssertEqual(sizes.column(named: "number_households")?.role, .measure)
        // `HH` is an hour (DWD's test reference years), never a household id.
        XCTAssertNotEqual(try self.schema(csv("MM,DD,HH,N", 48) { i in "1,\(i / 24 + 1),\(i % 24 + 1),\(i % 7)" }).column(named: "HH")?.role, .code)
    }

    /// NHANES: stratum and PSU ids first, a final survey weight, then zinc. The strata are no x,
    /// and the weight is drawn only when nothing measured is left.
    func testASurveyWeightIsNeitherXNorYBesideAMeasure() throws {
        let text = csv("stratid,psuid,region,finalwgt,zinc", 120) { i in
            "\(i / 10 + 1),\(i % 2 + 1),\((i / 30) % 4 + 1),\(8000 + (i * 7919) % 20000),\(70 + (i * 37) % 60)"
        }
        let (choice, schema) = try choose(text)
        XCTAssertEqual(schema.column(named: "stratid")?.role, .code)
        XCTAssertTrue(schema.column(named: "finalwgt")!.isSurveyWeight)
        XCTAssertNotEqual(choice.x, "stratid")
        XCTAssertNotEqual(choice.x, "finalwgt")
        XCTAssertEqual(choice.y, ["zinc"], choice.explanation)
        XCTAssertEqual(choice.kind, "scatter", "people of a survey, not a sequence: \(choice.explanation)")
        XCTAssertTrue(choice.decision("y")!.description.contains("finalwgt: survey weights"), choice.explanation)
        // samplics nmihs: the weight first, then birth weight: birth weight is the measure.
        let (first, _) = try choose(csv("finalwgt,birth_weight", 60) { i in "\(20 + Double((i * 7) % 13) / 3),\(1200 + (i * 97) % 3000)" })
        XCTAssertNotEqual(first.x, "finalwgt")
        XCTAssertEqual(first.y, ["birth_weight"], first.explanation)
        // Sorted by stratum, the births rise in steps; they are still sampled births, not a course.
        let (sorted, _) = try choose(csv("finalwgt,birth_weight", 60) { i in "\(20 + i / 20),\(1000 * (i / 20 + 1) + (i * 97) % 300)" })
        XCTAssertEqual(sorted.kind, "scatter", sorted.explanation)
        // Replicate weights beside it (`bsrw1` … `bsrw10`, means of the weight's size) are
        // weights too; a run of numbered measures of another size is not.
        let replicates = csv("finalwgt,birth_weight," + (1...10).map { "bsrw\($0)" }.joined(separator: ","), 60) { i in
            let w = 20 + Double((i * 7) % 13)
            return "\(w),\(1200 + (i * 97) % 3000)," + (1...10).map { "\(w * Double((i + $0) % 3))" }.joined(separator: ",")
        }
        let (replicated, replicatedSchema) = try choose(replicates)
        XCTAssertTrue(replicatedSchema.column(named: "bsrw7")!.isSurveyWeight)
        XCTAssertEqual(replicated.y, ["birth_weight"], replicated.explanation)
        let weeks = try self.schema(csv("finalwgt," + (1...10).map { "wk\($0)" }.joined(separator: ","), 30) { i in
            "\(20 + i)," + (1...10).map { "\(1000 + $0 * i)" }.joined(separator: ",")
        })
        XCTAssertFalse(weeks.column(named: "wk3")!.isSurveyWeight)
        // Alone, a weight is drawn rather than nothing.
        let (alone, _) = try choose(csv("region,finalwgt", 30) { i in "\(["N", "S"][i % 2]),\(8000 + i * 13)" })
        XCTAssertEqual(alone.y, ["finalwgt"], alone.explanation)
        // A body weight is a measure.
        let body = try self.schema(csv("weight,height", 10) { "\(60 + $0),\(170 + $0)" })
        XCTAssertFalse(body.column(named: "weight")!.isSurveyWeight)
    }

    /// samplics' PSU frame: clusters, their region and household counts, and a comment on two of
    /// 100 rows: the comment groups nothing, the region does.
    func testACategoryWrittenOnFewRowsGroupsNothing() throws {
        let regions = ["North", "South", "East", "West"]
        let (choice, _) = try choose(csv("cluster,region,number_households_census,comment", 100) { i in
            "\(i + 1),\(regions[i / 25]),\(100 + (i * 37) % 200 + (i == 7 ? 500 : 0)),\(i == 7 ? "large building" : i == 40 ? "park" : "")"
        })
        XCTAssertNotEqual(choice.x, "comment", choice.explanation)
    }

    // MARK: - Links

    /// A results URL per region (prince's French election files): links name records; the key is
    /// the region's name.
    func testLinksAreIdentifiersAndNeverAKey() throws {
        let regions = ["Bretagne", "Normandie", "Occitanie", "Corse"]
        let text = csv("url,reg_name,round,abstention,blank", 4 * 12) { i in
            let r = i / 12
            return "https://example.org/results/\(r).html,\(regions[r]),\(i % 12 + 1),\(20 + r),\(Double((i * 7) % 13) / 2)"
        }
        let (choice, schema) = try choose(text)
        XCTAssertEqual(schema.column(named: "url")?.role, .identifier)
        XCTAssertTrue(schema.column(named: "url")!.summary.hasPrefix("links (URLs)"), schema.column(named: "url")!.summary)
        XCTAssertNotEqual(choice.by, "url", choice.explanation)
        XCTAssertNotEqual(choice.x, "url")
    }

    // MARK: - Time

    /// kloppy's PFF frames: `generatedTime` written in the first rows only, one value: a time that
    /// spans no axis is never x, whatever the count of its cells.
    func testATimeWithOneValueIsNeverX() throws {
        let text = csv("generatedTime,frameNum,speed", 30) { i in
            "\(i < 2 ? "2024-08-22T21:38:04Z" : ""),\(4226 + i),\(Double((i * 7) % 11) / 3)"
        }
        let (choice, schema) = try choose(text)
        XCTAssertEqual(schema.column(named: "generatedTime")?.role, .time(.instant))
        XCTAssertNotEqual(choice.x, "generatedTime", choice.explanation)
        XCTAssertTrue(choice.decision("x")!.description.contains("generatedTime: ISO timestamps, 1 distinct value, one time only (never x)"),
                      choice.explanation)
    }

    /// WMM test vectors: a headerless decimal year, 2020.0 for ten rows, 2020.5 for ten, …: a
    /// fractional year (a date axis, labelled as years), not a number axis labelled 2,020.0.
    func testRepeatedDecimalYearsAreFractionalYears() throws {
        let s = try schema(csv("c,v", 60) { i in "\(String(format: "%.1f", 2020 + Double(i / 10) / 2)),\((i * 7) % 11)" })
        XCTAssertEqual(s.columns[0].role, .time(.fractionalYear), s.columns[0].summary)
        // Rising numbers in that range by other steps are numbers.
        let other = try schema(csv("c,v", 60) { i in "\(String(format: "%.1f", 2020 + Double(i / 10) * 0.3)),\((i * 7) % 11)" })
        XCTAssertNotEqual(other.columns[0].role, .time(.fractionalYear))
    }

    /// second_spectrum frames: `wallClock` in epoch milliseconds is the time of each frame.
    func testAClockInEpochMillisecondsIsTime() throws {
        let text = csv("period,frameIdx,gameClock,wallClock,speed", 30) { i in
            "1,\(i),\(Double(i) * 0.04),\(1_560_000_000_000 + i * 40),\(Double((i * 7) % 11) / 3)"
        }
        let (choice, schema) = try choose(text)
        XCTAssertEqual(schema.column(named: "wallClock")?.role, .time(.instant))
        XCTAssertEqual(choice.x, "wallClock", choice.explanation)
    }

    // MARK: - Repeated-measures designs

    /// Results per département × candidate: the candidate's first name is the surname again (one
    /// to one), not a second factor; and the abstention, one value per département, is no measure
    /// of the candidates: their votes are.
    func testTheSameFactorTwiceIsNoSecondFactorAndTheMeasureVariesWithinEntities() throws {
        let surnames = ["Arthaud", "Roussel", "Macron", "Lassalle", "Le Pen", "Zemmour"]
        let firstNames = ["Nathalie", "Fabien", "Emmanuel", "Jean", "Marine", "Eric"]
        let text = csv("dep_name,abstention,cand_nom,cand_prenom,voix", 30 * 6) { i in
            let dep = i / 6, cand = i % 6
            return "D\(dep),\(20 + dep),\(surnames[cand]),\(firstNames[cand]),\(100 + (i * 37) % 900)"
        }
        let (choice, _) = try choose(text)
        XCTAssertEqual(choice.x, "cand_nom", choice.explanation)
        XCTAssertNotEqual(choice.by, "cand_prenom", choice.explanation)
        XCTAssertEqual(choice.y, ["voix"], choice.explanation)
    }

    // MARK: - Explanations

    /// zepid's simulation: `Y` is a 0/1 flag named like an outcome; when the cross-section draws
    /// another column, the explanation never says Y is drawn on y.
    func testAnOutcomeThatIsNoMeasureIsNotSaidToBeDrawn() throws {
        let text = csv("Y,statin,age,ldl_log,risk_score", 60) { i in
            "\(i % 2),\((i / 2) % 2),\(40 + (i * 7) % 30),\(4 + Double((i * 13) % 17) / 10),\(Double((i * 11) % 19) / 100)"
        }
        let (choice, _) = try choose(text)
        XCTAssertFalse(choice.y.contains("Y"))
        XCTAssertFalse(choice.explanation.contains("Y: named like an outcome, so drawn on y"), choice.explanation)
    }
}
