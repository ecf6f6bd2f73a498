import ChartCore
import Foundation

/// Where scatter density counts are made: binned on the GPU (`DeviceDensityCounter`) or on the
/// CPU (`DensityGrid.counts(of:)`), decided per cloud size from costs measured once per device.
///
/// A real GPU bins 10^8 points in a few milliseconds where a core takes most of a second, but
/// each count also pays a fixed cost (passes over the grid, a value read back) that dominates
/// small clouds; on llvmpipe the points are rasterised on the same cores and the plain loop wins
/// at every size. So the first renderer on a device that draws a density image measures
/// `Costs`: the GPU's time as a line `a + b·n` (timed at 2^14 and 2^16 points, then at 2^18 and
/// 2^20 where the slope shows), one core's time per point, and the cores this process may run on
/// (`ProcessorAffinity`: its affinity mask, not the machine's count). Each count then goes to
/// the GPU when `a + b·n` is below the CPU's time for those n points on the workers
/// `DensityGrid` would use. A GPU whose slope from 2^14 and 2^16 points is no cheaper than the
/// CPU's per point over every core is not timed further (it never wins). The costs last for the
/// process (`shared(device:)`); a test injects a choice or costs of its own.
/// Whatever the choice, the GPU path is used only where it holds the data (`DeviceDensityCounter`
/// answers nil beyond its memory budget, or without Float64 shaders) and the CPU counts then.
///
/// ```swift
/// renderer.densityCounting = DensityCountingStrategy(decided: .device)   // a test's
/// ```
public final class DensityCountingStrategy: @unchecked Sendable {
    public enum Choice: Sendable, Equatable {
        case measuring
        /// Binned on the GPU (for the clouds `prefersDevice(points:)` gives it, when measured).
        case device
        /// Counted on the CPU.
        case host
    }

    /// What a count costs on each side, in seconds.
    public struct Costs: Sendable, Equatable {
        /// The GPU: `deviceFixed + devicePerPoint · n` for n resident points.
        public var deviceFixed: Double
        public var devicePerPoint: Double
        /// One CPU core's time per point.
        public var hostPerPoint: Double
        /// The cores the process may run on.
        public var cores: Int
        /// The most points the GPU was timed on (the line is extended beyond).
        public var devicePoints: Int

        /// Costs as measured (or a test's own); `cores` below 1 counts as 1.
        public init(deviceFixed: Double, devicePerPoint: Double, hostPerPoint: Double, cores: Int, devicePoints: Int) {
            self.deviceFixed = deviceFixed
            self.devicePerPoint = devicePerPoint
            self.hostPerPoint = hostPerPoint
            self.cores = max(1, cores)
            self.devicePoints = devicePoints
        }

        /// The GPU's time for `n` points: `deviceFixed + devicePerPoint · n`.
        public func deviceSeconds(points n: Int) -> Double { deviceFixed + devicePerPoint * Double(n) }

        /// The CPU's time: `n` points shared by the workers `DensityGrid.counts(of:)` starts.
        public func hostSeconds(points n: Int) -> Double {
            hostPerPoint * Double(n) / Double(DensityGrid.workers(points: n, cores: cores))
        }

        /// Whether the GPU counts `n` points faster than the CPU's workers.
        public func prefersDevice(points n: Int) -> Bool {
            deviceSeconds(points: n) < hostSeconds(points: n)
        }

        /// The smallest power of two of points from which the GPU is faster, up to 2^40; nil if never.
        public var deviceFrom: Int? {
            (10...40).lazy.map { 1 << $0 }.first { prefersDevice(points: $0) }
        }
    }

    private let lock = NSLock()
    private var decided: Choice?
    /// The costs measured on this device (nil for a decided strategy and before measuring).
    public private(set) var costs: Costs?

    /// A strategy that measures.
    public init() {}

    /// A strategy whose choice is made for every size (`.measuring` measures).
    public init(decided: Choice) {
        self.decided = decided == .measuring ? nil : decided
    }

    /// A strategy deciding per cloud size from `costs` (a test's injected timings).
    public init(costs: Costs) {
        record(costs)
    }

    /// `.device` when the GPU counts some clouds (`prefersDevice(points:)` says which).
    public var choice: Choice {
        lock.lock()
        defer { lock.unlock() }
        return decided ?? .measuring
    }

    /// Whether a cloud of `points` points is counted on the GPU.
    public func prefersDevice(points: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard decided == .device else { return false }
        return costs?.prefersDevice(points: points) ?? true
    }

    /// Takes the calibration's costs and makes the choice: the GPU is offered when it wins at
    /// some size.
    func record(_ measured: Costs) {
        lock.lock()
        defer { lock.unlock() }
        guard decided == nil else { return }
        costs = measured
        decided = measured.deviceFrom != nil ? .device : .host
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
