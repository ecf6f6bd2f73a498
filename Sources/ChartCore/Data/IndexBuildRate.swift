import Foundation

/// Builds, alone and timed, each structure a large series gets so that its frames cost what the
/// pixels cost: a scatter's density count pyramid (`DensityPyramid`), a line's min/max pyramid
/// (`MinMaxPyramid`) and a scatter's spatial index (`PointIndex`). `chartbench --build-report`
/// prints the points each builds a second on each core, and the bytes a point each keeps.
public enum IndexBuildRate {
    public struct Measurement: Sendable {
        /// Wall-clock seconds the build took.
        public var seconds: Double
        /// Threads it ran on.
        public var threads: Int
        /// Bytes the built structure keeps (beyond the columns it was built from).
        public var bytes: Int
        /// CPU seconds the process spent during the build, all threads together: what the build
        /// costs in core time whatever else the machine runs (on a shared machine wall-clock
        /// seconds also count the time other processes held the cores).
        public var cpuSeconds: Double = .nan
        /// Points built a CPU second (a core's rate when it has the core to itself).
        public func pointsPerCPUSecond(_ points: Int) -> Double {
            Double(points) / cpuSeconds
        }
        /// Points built a second on each thread.
        public func pointsPerSecondPerThread(_ points: Int) -> Double {
            Double(points) / seconds / Double(max(1, threads))
        }
    }

    /// A scatter's count pyramid over (`x`, `y`) on up to `cores` threads, its bins sized to a
    /// view `pixels` wide and tall showing the whole cloud; nil when nothing finite is there.
    public static func densityPyramid(x: [Double], y: [Double], cores: Int,
                                      pixels: (width: Double, height: Double) = (1200, 800)) -> Measurement? {
        let finite = zip(x, y).lazy.filter { $0.0.isFinite && $0.1.isFinite }
        guard let lowX = finite.map(\.0).min(), let highX = finite.map(\.0).max(),
              let lowY = finite.map(\.1).min(), let highY = finite.map(\.1).max() else { return nil }
        let view = (x: pixels.width / Swift.max(highX - lowX, .leastNormalMagnitude),
                    y: -pixels.height / Swift.max(highY - lowY, .leastNormalMagnitude))
        let cpuStart = processCPUSeconds()
        guard let pyramid = DensityPyramid.build(x: SeriesColumn(x), y: SeriesColumn(y), cores: cores, pixelsPerUnit: view) else {
            return nil
        }
        return Measurement(seconds: pyramid.buildSeconds, threads: pyramid.buildThreads, bytes: pyramid.byteCount,
                           cpuSeconds: processCPUSeconds() - cpuStart)
    }

    /// A line's min/max pyramid over `y` on `cores` threads.
    public static func minMaxPyramid(y: [Double], cores: Int) -> Measurement {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = processCPUSeconds()
        let pyramid = y.withUnsafeBufferPointer { MinMaxPyramid.built(over: $0, cores: cores) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let threads = y.count >= MinMaxPyramid.parallelThreshold ? Swift.max(1, cores) : 1
        return Measurement(seconds: seconds, threads: threads,
                           bytes: pyramid.blocks.count * MemoryLayout<MinMaxPyramid.Block>.stride,
                           cpuSeconds: processCPUSeconds() - cpuStart)
    }

    /// A scatter's spatial index over (`x`, `y`) on `cores` threads.
    public static func pointIndex(x: [Double], y: [Double], cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Measurement {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = processCPUSeconds()
        let index = PointIndex(x: x, y: y, cores: cores)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Measurement(seconds: seconds, threads: Swift.max(1, cores),
                           bytes: index.count * MemoryLayout<Int32>.stride, cpuSeconds: processCPUSeconds() - cpuStart)
    }

    /// CPU seconds this process has used, all threads together.
    public static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
