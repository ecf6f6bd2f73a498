import XCTest
@testable import ChartData

/// Every compression and format library the readers use is linked and answers.
final class LinkedLibrariesTests: XCTestCase {
    func testEveryLibraryReportsAVersion() {
        let versions = LinkedLibraries.versions
        XCTAssertEqual(Set(versions.keys), ["zlib", "zstd", "bzip2", "lzma", "lz4", "brotli", "snappy", "hdf5"])
        for (name, version) in versions {
            XCTAssertFalse(version.isEmpty, name)
            XCTAssertNotEqual(version, "missing", name)
        }
        XCTAssertTrue(versions["hdf5"]!.hasPrefix("1."))
    }
}
