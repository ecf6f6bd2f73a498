import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The cores this process may run on: the CPUs in the calling thread's affinity mask
/// (`sched_getaffinity`), which `taskset`, a container's cpuset or a job scheduler narrows, not
/// the machine's count. Work split over cores and costs shared by them (`DensityCountingStrategy`)
/// use it.
public enum ProcessorAffinity {
    /// CPUs in the affinity mask; the active processor count where the mask cannot be read.
    public static var coreCount: Int {
        if let mask = mask() {
            let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
            if count > 0 { return count }
        }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The mask's bytes (bit i: CPU i; 1,024 CPUs), nil where it cannot be read.
    static func mask() -> [UInt8]? {
        guard let call = function("sched_getaffinity") else { return nil }
        var bytes = [UInt8](repeating: 0, count: maskBytes)
        let status = bytes.withUnsafeMutableBytes { call(0, maskBytes, $0.baseAddress!) }
        return status == 0 ? bytes : nil
    }

    /// Sets the calling thread's mask (tests narrow it and put it back); whether it took.
    static func setMask(_ mask: [UInt8]) -> Bool {
        guard let call = function("sched_setaffinity"), mask.count == maskBytes else { return false }
        var bytes = mask
        return bytes.withUnsafeMutableBytes { call(0, maskBytes, $0.baseAddress!) } == 0
    }

    private static let maskBytes = 128
    private typealias AffinityCall = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32

    /// The C library's function (its header declares it only under _GNU_SOURCE, which the
    /// Swift module does not set), looked up once per call site.
    private static func function(_ name: String) -> AffinityCall? {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: AffinityCall.self)
        #else
        return nil
        #endif
    }
}
