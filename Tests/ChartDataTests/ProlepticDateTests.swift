import XCTest
@testable import ChartData

/// Dates in cells count days in the proleptic Gregorian calendar (ISO 8601), in every year.
final class ProlepticDateTests: XCTestCase {
    func testDatesBefore1582AndInYearsOneToNineAreProlepticGregorian() {
        let utc = DateCellParser(timeZone: TimeZone(identifier: "UTC")!)
        // Python's datetime (proleptic Gregorian) gives these.
        XCTAssertEqual(utc.seconds(from: "1500-01-01"), -14_831_769_600)
        XCTAssertEqual(utc.seconds(from: "0005-03-01"), -62_004_268_800)
        XCTAssertEqual(utc.seconds(from: "1582-10-10"), -12_219_724_800, "a day Foundation's calendar skips")
        XCTAssertEqual(utc.seconds(from: "1970-01-01T00:00:01Z"), 1)
        XCTAssertEqual(utc.seconds(from: "2024-02-29T12:00:00+02:00"), 1_709_200_800)
        XCTAssertNil(utc.seconds(from: "2023-02-29"))
        XCTAssertNil(utc.seconds(from: "1900-02-29"), "1900 is not a leap year")
        XCTAssertNotNil(utc.seconds(from: "2000-02-29"))
    }

    func testLocalTimesFollowTheZoneAcrossAClockChange() {
        let newYork = TimeZone(identifier: "America/New_York")!
        let parser = DateCellParser(timeZone: newYork)
        XCTAssertEqual(parser.seconds(from: "2024-01-15 12:00"), 1_705_338_000)  // EST, UTC-5
        XCTAssertEqual(parser.seconds(from: "2024-07-15 12:00"), 1_721_059_200)  // EDT, UTC-4
    }
}
