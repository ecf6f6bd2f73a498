import ChartCore
import ChartKit
import Foundation
import XCTest

final class PNGWriterTests: XCTestCase {
    private var directory: String!

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "png-writer-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Every channel varies independently, alpha included (0 and 255 among others), so a swapped
    /// channel, a flipped row or premultiplied alpha would all show.
    private func variedImage(width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                pixels[i] = UInt8(x * 255 / max(1, width - 1))
                pixels[i + 1] = UInt8(y * 255 / max(1, height - 1))
                pixels[i + 2] = UInt8((x * 7 + y * 13) % 256)
                pixels[i + 3] = UInt8((x + y * 3) % 4 * 85)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Pseudo-random bytes that do not compress, so the encoder must grow its first buffer.
    private func noiseImage(width: Int, height: Int) -> RGBAImage {
        var state: UInt64 = 0x9E3779B97F4A7C15
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in pixels.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            pixels[i] = UInt8(truncatingIfNeeded: state >> 56)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    func testEncodedBytesStartWithThePNGSignature() throws {
        let bytes = try PNGWriter.encode(RGBAImage(width: 3, height: 2, fill: .white))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testFileRoundTripKeepsEveryPixel() throws {
        let image = variedImage(width: 37, height: 23)
        let path = directory + "/varied.png"
        try PNGWriter.write(image, to: path)
        let back = try PNGReader.read(path)
        XCTAssertEqual(back.width, 37)
        XCTAssertEqual(back.height, 23)
        XCTAssertEqual(back, image)
        XCTAssertEqual(back[36, 0].r, 255)
        XCTAssertEqual(back[0, 22].g, 255)
    }

    func testMemoryRoundTripOfIncompressibleImage() throws {
        let image = noiseImage(width: 300, height: 200)
        let bytes = try PNGWriter.encode(image)
        // Noise cannot shrink: the encoder had to retry with the size libpng asked for.
        XCTAssertGreaterThan(bytes.count, image.pixels.count)
        XCTAssertEqual(try PNGReader.decode(bytes), image)
    }

    func testSinglePixelRoundTrip() throws {
        let image = RGBAImage(width: 1, height: 1, fill: Color(hex: 0x1f77b4, alpha: 0.5))
        XCTAssertEqual(try PNGReader.decode(PNGWriter.encode(image)), image)
    }

    func testWritingOverAnExistingFileReplacesIt() throws {
        let path = directory + "/replace.png"
        try PNGWriter.write(noiseImage(width: 64, height: 64), to: path)
        let small = RGBAImage(width: 2, height: 2, fill: .black)
        try PNGWriter.write(small, to: path)
        XCTAssertEqual(try PNGReader.read(path), small)
    }

    func testWritingIntoAMissingDirectoryNamesThePathAndTheReason() {
        let path = directory + "/no/such/dir/chart.png"
        XCTAssertThrowsError(try PNGWriter.write(RGBAImage(width: 2, height: 2, fill: .white), to: path)) { error in
            XCTAssertEqual(error as? PNGError, .cannotWrite(path: path, reason: "No such file or directory"))
            XCTAssertEqual("\(error)", "cannot write PNG '\(path)': No such file or directory")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testAnImageWithoutPixelsIsRejectedBeforeLibpng() {
        XCTAssertThrowsError(try PNGWriter.encode(RGBAImage(width: 0, height: 0, pixels: []))) { error in
            XCTAssertEqual(error as? PNGError, .invalidImage(reason: "a 0×0 image has no pixels", path: nil))
        }
        XCTAssertThrowsError(try PNGWriter.encode(RGBAImage(width: 5, height: 0, pixels: [])))
        let path = directory + "/empty.png"
        XCTAssertThrowsError(try PNGWriter.write(RGBAImage(width: 0, height: 4, pixels: []), to: path)) { error in
            XCTAssertEqual(error as? PNGError, .invalidImage(reason: "a 0×4 image has no pixels", path: path))
            XCTAssertTrue("\(error)".contains(path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testAPixelBufferOfTheWrongLengthIsRejected() {
        var image = RGBAImage(width: 4, height: 3, fill: .white)
        image.pixels.removeLast()
        XCTAssertThrowsError(try PNGWriter.encode(image)) { error in
            XCTAssertEqual(error as? PNGError,
                           .invalidImage(reason: "the pixel buffer holds 47 bytes, not 4×3×4", path: nil))
        }
    }

    func testReadingSomethingThatIsNotAPNGNamesThePath() throws {
        let path = directory + "/text.png"
        try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try PNGReader.read(path)) { error in
            guard case .cannotRead(let named, _)? = error as? PNGError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(named, path)
        }
        XCTAssertThrowsError(try PNGReader.read(directory + "/missing.png")) { error in
            XCTAssertEqual(error as? PNGError,
                           .cannotRead(path: directory + "/missing.png", reason: "No such file or directory"))
        }
        XCTAssertThrowsError(try PNGReader.decode([]))
        XCTAssertThrowsError(try PNGReader.decode([0x89, 0x50, 0x4E, 0x47]))
    }

    func testATruncatedPNGIsAnErrorNotACrash() throws {
        let bytes = try PNGWriter.encode(variedImage(width: 50, height: 50))
        XCTAssertThrowsError(try PNGReader.decode(Array(bytes.prefix(bytes.count / 2))))
    }
}
