@testable import ChartCore
import Foundation
import XCTest

/// `ProcessorAffinity.coreCount` reads the affinity mask, not the machine's count.
final class ProcessorAffinityTests: XCTestCase {
    func testTheCountFollowsTheAffinityMask() throws {
        #if os(Linux)
        let saved = try XCTUnwrap(ProcessorAffinity.mask())
        XCTAssertEqual(ProcessorAffinity.coreCount, saved.reduce(0) { $0 + $1.nonzeroBitCount })
        XCTAssertLessThanOrEqual(ProcessorAffinity.coreCount, ProcessInfo.processInfo.processorCount)
        // Narrow this thread to its first allowed CPU (the mask read is the calling thread's),
        // then put the mask back.
        var one = [UInt8](repeating: 0, count: saved.count)
        let byte = try XCTUnwrap(saved.firstIndex { $0 != 0 })
        one[byte] = saved[byte] & (~saved[byte] &+ 1)   // its lowest set bit
        XCTAssertTrue(ProcessorAffinity.setMask(one))
        defer { XCTAssertTrue(ProcessorAffinity.setMask(saved)) }
        XCTAssertEqual(ProcessorAffinity.coreCount, 1)
        #endif
    }
}
