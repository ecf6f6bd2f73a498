import Foundation
import XCTest
@testable import ChartData

/// Long and panel tables: design x with integer keys, keys that must name entities, one axis for
/// one column's series, and too many keys folded into a few groups.
final class InferencePanelTests: XCTestCase {
    private func choose(_ text: String, _ request: ChartRequest = ChartRequest()) throws -> (ChartChoice, TableSchema) {
        let schema = try TableSchema(table: DelimitedTextParser.parse(text, file: "t.csv", keepTextColumns: true))
        return (try ChartChoice(schema: schema, request: request), schema)
    }

    private func csv(_ header: String, _ count: Int, _ body: (Int) -> String) -> String {
        header + "\n" + (0..<count).map(body).joined(separator: "\n") + "\n"
    }

    /// R's ChickWeight: rownames, weight, Time (0, 2, … 20 for every chick), Chick (an id),
    /// Diet (1–4); two chicks die early.
    private var chicks: String {
        var rows: [String] = []
        for chick in 1...20 {
            let times = chick % 9 == 0 ? 6 : 11
            for step in 0..<times {
                rows.append("\(rows.count + 1),\(40 + step * (5 + chick % 7) + chick % 3),\(step * 2),\(chick),\((chick - 1) / 5 + 1)")
            }
        }
        return "\"rownames\",\"weight\",\"Time\",\"Chick\",\"Diet\"\n" + rows.joined(separator: "\n") + "\n"
    }

    func testADesignXMeasuredInEveryEntityIsXAndItsWholeNumberIdSplits() throws {
        let (choice, schema) = try choose(chicks)
        XCTAssertEqual(choice.x, "Time")
        XCTAssertEqual(choice.by, "Chick")
        XCTAssertEqual(choice.y, ["weight"], "the id is never drawn")
        XCTAssertEqual(choice.kind, "line")
        XCTAssertEqual(choice.series(schema: schema).count, 20)
        XCTAssertEqual(choice.series(schema: schema).first?.name, "Chick = 1", "a number says its column")
        let x = try XCTUnwrap(choice.decision("x")).description
        XCTAssertTrue(x.hasPrefix("x = Time: the same 11 values in order within each of 20 Chick"), x)
        let by = try XCTUnwrap(choice.decision("by")).description
        XCTAssertTrue(by.hasPrefix("by = Chick: whole-number id, 20 values each with ≈11 Time values"), by)
    }

    func testASmallDesignOfLevelsIsXNotLevels() throws {
        // lme4 sleepstudy: Days 0–9 for each of 18 subjects numbered 308…372.
        let (choice, _) = try choose(csv("Reaction,Days,Subject", 180) { i in
            "\(250 + Double(i % 10) * 10.5 + Double(i / 10)),\(i % 10),\(308 + (i / 10) * 4 - (i / 40))"
        })
        XCTAssertEqual(choice.x, "Days")
        XCTAssertEqual(choice.by, "Subject")
        XCTAssertEqual(choice.y, ["Reaction"])
    }

    func testATextKeyWithAMeasuredDesignSplitsAndTheGroupingFactorsDoNot() throws {
        // R's CO2: Plant (12), Type and Treatment (2 each), conc 7 levels per plant, uptake.
        let concs = [95, 175, 250, 350, 500, 675, 1000]
        let (choice, _) = try choose(csv("rownames,Plant,Type,Treatment,conc,uptake", 84) { i in
            "\(i + 1),P\(i / 7),\(i < 42 ? "Quebec" : "Mississippi"),\(i % 42 < 21 ? "nonchilled" : "chilled"),\(concs[i % 7]),\(10 + Double(i % 7) * 4 + Double(i / 7))"
        })
        XCTAssertEqual(choice.x, "conc")
        XCTAssertEqual(choice.by, "Plant")
        XCTAssertEqual(choice.y, ["uptake"])
    }

    func testMeasuresThatVaryPerEntityAreNoDesign() throws {
        // pingouin rm_corr: Subject, pH, PacO2: no column repeats its values inside each subject.
        let (choice, _) = try choose(csv("Subject,pH,PacO2", 48) { i in
            "\(i / 6 + 1),\(6.5 + Double((i * 7) % 23) / 100),\(4 + Double((i * 11) % 19) / 10)"
        })
        XCTAssertNotEqual(choice.x, "Subject")
        // … but the rows are repeated measures of 8 subjects: one measure against the next, per subject.
        XCTAssertEqual(choice.designKey, "Subject")
        XCTAssertEqual(choice.x, "pH")
        XCTAssertEqual(choice.y, ["PacO2"])
        XCTAssertEqual(choice.by, "Subject")
        XCTAssertEqual(choice.kind, "scatter")
    }

    func testACrossedTableOfTooManyKeysFoldsByItsSmallCategory() throws {
        // bokeh population: 60 locations × 2 sexes × 3 age groups per year; the age group's first
        // year is a number fixed by the age group (an attribute), Value the value.
        let (choice, _) = try choose(csv("Location,Year,Sex,AgeGrp,AgeGrpStart,Value", 60 * 2 * 3 * 4) { i in
            let age = i % 3, sex = (i / 3) % 2, year = (i / 6) % 4, location = i / 24
            return "L\(location),\(1950 + year * 5),\(["Male", "Female"][sex]),\(["0-4", "5-9", "10-14"][age]),\(age * 25),\(1000 + location * 10 + year)"
        })
        XCTAssertEqual(choice.foldedKey, "Location")
        XCTAssertEqual(choice.by, "Sex")
        XCTAssertEqual(choice.y, ["Value"])
    }

    func testAKeyMustNameTheSameEntitiesAtEveryX() throws {
        // polls: a sample size per poll, several polls a day: unique with the date by chance,
        // but its values change from one date to the next.
        let (choice, _) = try choose(csv("startdate,samplesize,share", 300) { i in
            String(format: "2016-%02d-%02d,%d,%d", 1 + i / 120, 1 + (i / 4) % 28, 500 + (i * 7919) % 9000, 40 + i % 9)
        })
        XCTAssertNil(choice.by)
        XCTAssertFalse(choice.warnings.contains { $0.contains("samplesize") }, "\(choice.warnings)")
        // The same 60 people every year, numbered as ids: a key (too many to draw, folded).
        let (panel, _) = try choose(csv("year,nr,lwage", 60 * 4) { i in "\(1980 + i % 4),\(10_000 + (i / 4) * 37),\(1 + Double(i % 13) / 10)" })
        XCTAssertEqual(panel.foldedKey, "nr")
        XCTAssertEqual(panel.y, ["lwage"])
    }

    func testOneColumnSplitByAKeySharesOneAxisLogWhenFarApart() throws {
        // grunfeld: invest per firm, General Motors ~1000, the smallest firms ~5.
        let (choice, schema) = try choose(csv("firm,year,invest", 4 * 20) { i in
            "\(["GM", "US Steel", "Atlantic", "Diamond"][i / 20]),\(1935 + i % 20),\([1000.0, 300, 20, 5][i / 20] * (1 + Double(i % 20) / 20))"
        })
        XCTAssertEqual(choice.by, "firm")
        XCTAssertEqual(choice.rightAxisSeries, [], "one column, one unit: never a second axis")
        XCTAssertEqual(choice.yAxis, .log)
        XCTAssertFalse(choice.series(schema: schema).contains(where: \.onRightAxis))
        XCTAssertTrue(choice.decision("y axis")!.description.contains("one column (invest)"), choice.explanation)
        // A zero rules out a log axis: one linear axis and a warning.
        let (zeros, _) = try choose(csv("firm,year,invest", 2 * 20) { i in
            "\(["GM", "Diamond"][i / 20]),\(1935 + i % 20),\(i / 20 == 0 ? 1000 + i : i % 3)"
        })
        XCTAssertEqual(zeros.rightAxisSeries, [])
        XCTAssertEqual(zeros.yAxis, .number)
        XCTAssertTrue(zeros.warnings.contains { $0.contains("one column, one unit") }, "\(zeros.warnings)")
    }

    func testTooManyKeysFoldByASmallCategoryOfTheKey() throws {
        // gapminder: 60 countries, each in one of 3 continents, every 5 years.
        let (choice, schema) = try choose(csv("country,continent,year,lifeExp", 60 * 6) { i in
            "c\(i / 6),\(["Asia", "Europe", "Africa"][(i / 6) % 3]),\(1952 + (i % 6) * 5),\(40 + Double(i % 6) * 2.5 + Double((i / 6) % 3) * 10)"
        })
        XCTAssertEqual(choice.foldedKey, "country")
        XCTAssertEqual(choice.by, "continent")
        XCTAssertEqual(choice.aggregation, .mean)
        XCTAssertEqual(choice.kind, "line")
        let series = choice.series(schema: schema)
        XCTAssertEqual(series.map(\.name), ["Asia", "Europe", "Africa"])
        XCTAssertEqual(series[1].y.first, 50)
        XCTAssertTrue(choice.warnings.contains { $0.contains("country (60 keys): too many to draw, so the mean lifeExp per year by continent") },
                      "\(choice.warnings)")
        XCTAssertTrue(choice.decision("by")!.description.contains("continent (3 values, one per country) groups them"), choice.explanation)
    }

    func testTooManyKeysWithoutACategoryDrawTheMeanOfTheKeys() throws {
        let (choice, schema) = try choose(csv("country,year,count", 60 * 4) { i in "c\(i / 4),\(2000 + i % 4),\(i % 4 + 1 + (i / 4) % 2)" })
        XCTAssertNil(choice.by)
        XCTAssertEqual(choice.aggregation, .mean)
        XCTAssertEqual(choice.series(schema: schema)[0].y, [1.5, 2.5, 3.5, 4.5])
        XCTAssertTrue(choice.warnings.contains { $0.contains("the mean count per year is drawn") }, "\(choice.warnings)")
    }

    func testTwoKeysFoldTheLargerByTheSmaller() throws {
        // us_contagious_diseases: 3 diseases × 60 states per year.
        let (choice, _) = try choose(csv("disease,state,year,count", 3 * 60 * 5) { i in
            "\(["Measles", "Polio", "Mumps"][i / 300]),s\((i / 5) % 60),\(1950 + i % 5),\(i % 50)"
        })
        XCTAssertEqual(choice.foldedKey, "state")
        XCTAssertEqual(choice.by, "disease")
        XCTAssertEqual(choice.aggregation, .mean)
        // Without a category that tells the repeats apart (polls: many per state and day), rows
        // stay records.
        var rows: [String] = []
        for day in 1...4 {
            for state in 0..<60 {
                for poll in 0...((state * day) % 4) { rows.append(String(format: "s%d,2016-01-%02d,%d", state, day, 40 + (poll * 7 + state) % 11)) }
            }
        }
        let (polls, _) = try choose("state,startdate,share\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertNil(polls.foldedKey)
        XCTAssertEqual(polls.kind, "scatter")
    }

    func testAnAttributeOfTheEntitiesIsNotTheFoldedValue() throws {
        // lifelines dd: a numeric code per country comes first; the duration is the value.
        let (choice, _) = try choose(csv("country,code,year,duration", 60 * 4) { i in "c\(i / 4),\(700 + i / 4),\(1950 + i % 4),\(1 + (i * 7) % 11)" })
        XCTAssertEqual(choice.foldedKey, "country")
        XCTAssertEqual(choice.y, ["duration"])
    }

    func testAMeasureThatRisesWithXInEveryEntityIsNotTheFoldedValue() throws {
        // wage_panel: exper grows by one a year for every person; lwage is the value.
        let (choice, _) = try choose(csv("nr,year,exper,lwage", 60 * 4) { i in
            "\(13 + (i / 4) * 7),\(1980 + i % 4),\(i % 4 + (i / 4) % 5),\(1 + Double((i * 7) % 13) / 10)"
        })
        XCTAssertEqual(choice.foldedKey, "nr")
        XCTAssertEqual(choice.y, ["lwage"])
    }

    func testRepeatedMeasuresDrawTheMeanPerFactorLevelByGroup() throws {
        // pingouin mixed_anova: Scores, Time (month names), Group (per subject), Subject 0…29.
        let months = ["August", "January", "June"]
        let (choice, schema) = try choose(csv("Scores,Time,Group,Subject", 90) { i in
            "\(5 + Double((i * 13) % 7) / 3),\(months[i / 30]),\(i % 30 < 15 ? "Control" : "Meditation"),\(i % 30)"
        })
        XCTAssertEqual(choice.x, "Time")
        XCTAssertEqual(choice.categories, ["January", "June", "August"], "calendar order")
        XCTAssertEqual(choice.by, "Group")
        XCTAssertEqual(choice.y, ["Scores"])
        XCTAssertEqual(choice.aggregation, .mean)
        XCTAssertEqual(choice.series(schema: schema).map(\.name), ["Group = Control", "Group = Meditation"], "a group says its column")
        XCTAssertTrue(choice.decision("x")!.description.contains("a factor each of 30 Subject is measured at (3 levels)"), choice.explanation)
    }

    func testNumberedSamplesThatAreNotTheSameAtEveryXDoNotFold() throws {
        // penguins-raw: Sample Number 1…60 restarts per study; each egg date holds other samples.
        let (choice, _) = try choose(csv("study,Sample Number,Date Egg,length,depth", 3 * 60) { i in
            let study = i / 60, sample = i % 60
            return String(format: "S%d,%d,%d-11-%02d,%.1f,%.1f", study, sample + 1, 2007 + study, 1 + sample / 6, 38 + Double(i % 13), 17 + Double(i % 5))
        })
        XCTAssertNil(choice.foldedKey)
        XCTAssertNil(choice.aggregation)
        XCTAssertFalse(choice.y.contains("Sample Number"), "\(choice.y)")
        XCTAssertTrue(choice.warnings.contains { $0.contains("Sample Number (60 keys)") }, "\(choice.warnings)")
    }

    func testACrossedTableOfTwoCategoriesIsNoRepeatedMeasuresDesign() throws {
        // plotly wind: 16 directions × 8 strengths, a frequency per cell.
        let (choice, _) = try choose(csv("direction,strength,frequency", 128) { i in "d\(i / 8),s\(i % 8),\(Double(i % 11) / 10)" })
        XCTAssertNil(choice.designKey)
        XCTAssertEqual(choice.x, "direction")
    }

    func testNumberedColumnsAreSaidToBeOneMeasureOverSteps() throws {
        let (choice, _) = try choose(csv("date.entered," + (1...10).map { "wk\($0)" }.joined(separator: ","), 12) { i in
            String(format: "2000-01-%02d,", i + 1) + (1...10).map { "\(($0 * 7 + i) % 100)" }.joined(separator: ",")
        })
        XCTAssertTrue(choice.warnings.contains { $0.hasPrefix("columns wk1…wk10 are one measure over 10 numbered steps") }, "\(choice.warnings)")
    }

    func testNamedXAndYStillSplitByTheKey() throws {
        let (choice, _) = try choose(csv("station,time,temp", 30) { i in "s\(i / 10),\(i % 10),\(i)" }, ChartRequest(x: "time", y: ["temp"]))
        XCTAssertEqual(choice.by, "station")
    }

    func testADesignKeyOfTooManyEntitiesIsFoldedNotSplit() throws {
        // Bikeshare: 24 hours inside each of 60 days (365 in the real file), a season per day.
        // Splitting by day would ask for more lines than can be told apart: fold the days.
        let (choice, _) = try choose(csv("day,hr,season,bikers", 60 * 24) { i in
            let day = i / 24, hr = i % 24
            return "\(day + 1),\(hr),\(day < 30 ? 1 : 2),\(Double(50 + (hr * 7) % 23) + Double(day % 5) * 1.5)"
        })
        XCTAssertEqual(choice.x, "hr")
        XCTAssertNotEqual(choice.by, "day", "60 days are too many lines")
        XCTAssertEqual(choice.foldedKey, "day")
        XCTAssertEqual(choice.by, "season")
    }
}
