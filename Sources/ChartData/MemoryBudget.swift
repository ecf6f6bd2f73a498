import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much more memory this process can expect to allocate: the smaller of what its address
/// space limit (`ulimit -v`) leaves and what the system reports available. Conversions into
/// memory ask first, so a file too big to convert is refused in one line before the
/// allocation that would abort the process.
///
/// ```swift
/// try MemoryBudget.check(bytes: count * 8) { limit in BinaryFileError.conversionTooLarge(...) }
/// ```
public enum MemoryBudget {
    /// Bytes this process may still allocate, as far as the system says.
    public static var available: Int {
        var limit = addressSpaceAvailable
        if let free = Self.systemAvailable { limit = Swift.min(limit, free) }
        if let testingLimit { limit = Swift.min(limit, testingLimit) }
        return limit
    }

    /// Bytes of address space this process may still map (what `ulimit -v` leaves; `Int.max`
    /// without a limit). A file mapping takes it as an allocation does, but not memory.
    public static var addressSpaceAvailable: Int {
        var rlim = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &rlim) == 0, rlim.rlim_cur != rlim_t.max else { return Int.max }  // RLIM_INFINITY (all ones; its C macro does not import)
        return Swift.max(0, Int(clamping: rlim.rlim_cur) - (Self.addressSpaceInUse ?? 0))
    }

    /// A smaller memory limit than the system's, set by tests to prove a conversion stays within one.
    nonisolated(unsafe) public static var testingLimit: Int?

    /// Below this much a conversion is not checked: reading /proc costs more than it could save.
    public static let uncheckedBytes = 16 << 20

    /// Throws `failure(limit)` when `bytes` (nil: too many to count) exceed `available`.
    public static func check<E: Error>(bytes: Int?, _ failure: (Int) -> E) throws(E) {
        if let bytes, bytes <= uncheckedBytes { return }
        let limit = available
        guard let bytes, bytes <= limit else { throw failure(limit) }
    }

    /// The process's mapped address space (`VmSize`), in bytes.
    private static var addressSpaceInUse: Int? { field("VmSize:", in: "/proc/self/status") }

    /// `MemAvailable` from /proc/meminfo, in bytes.
    private static var systemAvailable: Int? { field("MemAvailable:", in: "/proc/meminfo") }

    /// A "Name:   1234 kB" line's value in bytes.
    private static func field(_ name: String, in path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return nil }
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count >= 2, let kilobytes = Int(parts[1]) else { return nil }
        return kilobytes.multipliedReportingOverflow(by: 1024).overflow ? Int.max : kilobytes * 1024
    }
}
