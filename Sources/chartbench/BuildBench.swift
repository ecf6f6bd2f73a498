import ChartKit
import Foundation

/// `chartbench --build-report [--build-points N]`: issue 26's "pyramids and indexes built on
/// every core at memory speed" — each structure a large series gets, built alone from arrays
/// already in memory at 10^6 … N points (default 10^7), on one thread and on every core:
/// points a second a core, the speed-up, and the bytes a point the structure keeps.
///
/// - scatter count pyramid (`DensityPyramid`, bins sized to a 1600 × 1000 view of the cloud);
/// - line min/max pyramid (`MinMaxPyramid`);
/// - scatter spatial index (`PointIndex`, on every core the process may use).
/// Each row is the median of three builds (one at 10^8 and above). `--build-without-index`
/// leaves the spatial index out (at 10^8 it takes minutes on two cores).
enum BuildBench {
    static func run(_ arguments: [String], options: Options) {
        let largest = ReportBench.value(after: "--build-points", in: arguments).flatMap { Double($0) }.map { Int($0) } ?? 10_000_000
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let withIndex = !arguments.contains("--build-without-index")
        print("chartbench --build-report: release build")
        print("  machine: \(ReportBench.machineDescription())")
        print("  medians of 3 builds (1 at 10^8 and above); M pts/s/core = points / seconds / threads;")
        print("  M pts/CPU-s = points / CPU seconds of the process during the build (a core's rate, whatever else runs)")
        print("    structure                  points   threads    build ms   M pts/s/core   M pts/CPU-s   speed-up   bytes/point")
        var sizes: [Int] = []
        var n = 1_000_000
        while n <= largest { sizes.append(n); n *= 10 }
        if sizes.last != largest && largest > 1_000_000 { sizes.append(largest) }
        for n in sizes {
            let runs = n >= 100_000_000 ? 1 : 3
            let cloud = scatterCloud(count: n)
            func median(_ build: () -> IndexBuildRate.Measurement?) -> IndexBuildRate.Measurement? {
                let made = (0..<runs).compactMap { _ in build() }.sorted { $0.seconds < $1.seconds }
                return made.isEmpty ? nil : made[made.count / 2]
            }
            func row(_ name: String, _ one: IndexBuildRate.Measurement?, _ all: IndexBuildRate.Measurement?) {
                for (m, base) in [(one, nil), (all, one)] as [(IndexBuildRate.Measurement?, IndexBuildRate.Measurement?)] {
                    guard let m else { continue }
                    let speedUp = base.map { String(format: "%.2f", $0.seconds / m.seconds) } ?? "-"
                    print(String(format: "    %-22@ %10d   %7d   %9.1f   %12.2f   %11.2f   %8@   %11.2f", name, n, m.threads, m.seconds * 1e3,
                                 m.pointsPerSecondPerThread(n) / 1e6, m.pointsPerCPUSecond(n) / 1e6, speedUp, Double(m.bytes) / Double(n)))
                }
            }
            row("scatter count pyramid", median { IndexBuildRate.densityPyramid(x: cloud.x, y: cloud.y, cores: 1) },
                median { IndexBuildRate.densityPyramid(x: cloud.x, y: cloud.y, cores: cores) })
            row("line min/max pyramid", median { IndexBuildRate.minMaxPyramid(y: cloud.y, cores: 1) },
                median { IndexBuildRate.minMaxPyramid(y: cloud.y, cores: cores) })
            if withIndex {
                row("scatter point index", median { IndexBuildRate.pointIndex(x: cloud.x, y: cloud.y, cores: 1) },
                    median { IndexBuildRate.pointIndex(x: cloud.x, y: cloud.y, cores: cores) })
            }
        }
    }
}
