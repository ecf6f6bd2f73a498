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
        var limit = Int.max
        var rlim = rlimit()
        if getrlimit(Int32(RLIMIT_AS.rawValue), &rlim) == 0, rlim.rlim_cur != rlim_t.max {  // RLIM_INFINITY (all ones; its C macro does not import)
            let used = Self.addressSpaceInUse ?? 0
            limit = Swift.max(0, Int(clamping: rlim.rlim_cur) - used)
        }
        if let free = Self.systemAvailable { limit = Swift.min(limit, free) }
        return limit
    }

    /// Throws `failure(limit)` when `bytes` (nil: too many to count) exceed `available`.
    public static func check<E: Error>(bytes: Int?, _ failure: (Int) -> E) throws(E) {
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
