import Foundation

/// Where scatter density counts are made: binned on the GPU (`DeviceDensityCounter`) or on a CPU
/// core (`DensityGrid.counts(of:)`), decided by measuring both once per device.
///
/// A real GPU bins 10^8 points in a few milliseconds where one core takes most of a second; on
/// llvmpipe the points are rasterised on the same cores and the plain loop wins (on a loaded
/// 2-core machine the GPU path took 2.1 s for 2^20 points, one core 53 ms). So the first renderer
/// on a device that draws a density image times both on the same 2^20-point cloud (the CPU's time
/// shared by its cores, as large clouds are) and keeps the faster; a GPU whose times at 2^14 and
/// 2^16 points already extend past the CPU's is not timed further. The choice lasts for the
/// process (`shared(device:)`); a test injects its own.
/// Whatever the choice, the GPU path is used only where it holds the data (`DeviceDensityCounter`
/// answers nil beyond its memory budget, or without Float64 shaders) and the CPU counts then.
///
/// ```swift
/// renderer.densityCounting = DensityCountingStrategy(decided: .device)   // a test's
/// ```
public final class DensityCountingStrategy: @unchecked Sendable {
    public enum Choice: Sendable, Equatable {
        case measuring
        /// Binned on the GPU.
        case device
        /// Counted on a CPU core.
        case host
    }

    private let lock = NSLock()
    private var decided: Choice?
    /// Seconds for the GPU and for the CPU (one core's time over the cores) to count the 2^20
    /// calibration points; the GPU was timed on `devicePoints` of them (2^16: its 2^20 time is
    /// the line through its 2^14 and 2^16 times, which already lost).
    public private(set) var measured: (device: Double, devicePoints: Int, host: Double)?

    /// A strategy that measures.
    public init() {}

    /// A strategy whose choice is already made (`.measuring` measures).
    public init(decided: Choice) {
        self.decided = decided == .measuring ? nil : decided
    }

    public var choice: Choice {
        lock.lock()
        defer { lock.unlock() }
        return decided ?? .measuring
    }

    /// Takes the calibration's times and makes the choice.
    func record(device: Double, devicePoints: Int, host: Double) {
        lock.lock()
        defer { lock.unlock() }
        guard decided == nil else { return }
        measured = (device, devicePoints, host)
        decided = device.isFinite && device < host ? .device : .host
    }

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [String: DensityCountingStrategy] = [:]

    /// The strategy of `device` (a `GL_RENDERER` string) in this process, made on first use.
    public static func shared(device: String) -> DensityCountingStrategy {
        registryLock.lock()
        defer { registryLock.unlock() }
        if let known = registry[device] { return known }
        let made = DensityCountingStrategy()
        registry[device] = made
        return made
    }
}
