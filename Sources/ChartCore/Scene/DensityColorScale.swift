import Foundation

/// How density counts become colours: empty cells transparent, a count n > 0 the colour-map
/// entry `level(n)` of 1,024, where level(n) = round(1023 · log(1 + n) / log(1 + maximum)) (every
/// count the top entry when the maximum is 1). A GPU colours counts with `thresholds` (the
/// smallest count reaching each level), so both sides pick the same entry for every count.
public struct DensityColorScale: Sendable {
    /// Entries in the colour table (one per distinct log level would be exact; this is within one).
    public static let levels = 1024
    public let maximum: UInt32
    /// `levels` RGBA8 colours, opaque.
    public let colors: [UInt8]
    private let logMaximum: Double

    public init(maximum: UInt32, map: ColorMap) {
        self.maximum = maximum
        logMaximum = log1p(Double(maximum))
        var colors = [UInt8](repeating: 255, count: Self.levels * 4)
        for i in 0..<Self.levels {
            let c = map.color(at: Double(i) / Double(Self.levels - 1)).rgba8
            colors[4 * i] = c.0
            colors[4 * i + 1] = c.1
            colors[4 * i + 2] = c.2
        }
        self.colors = colors
    }

    /// The table entry of a count above 0.
    public func level(of count: UInt32) -> Int {
        guard maximum > 1 else { return Self.levels - 1 }
        let t = log1p(Double(count)) / logMaximum
        return min(Self.levels - 1, Int((t * Double(Self.levels - 1)).rounded()))
    }

    /// For each level, the smallest count from 1 that reaches it (`UInt32.max` for levels above
    /// the maximum's): level(n) is the last level whose threshold is ≤ n, as `level(of:)` is
    /// monotonic.
    public var thresholds: [UInt32] {
        let top = max(maximum, 1)
        return (0..<Self.levels).map { k -> UInt32 in
            guard level(of: top) >= k else { return .max }
            var low: UInt32 = 1, high = top
            while low < high {
                let middle = low + (high - low) / 2
                if level(of: middle) >= k { high = middle } else { low = middle + 1 }
            }
            return low
        }
    }

    /// Premultiplied RGBA8 pixels for `counts`. Each count's entry comes from a table of the
    /// counts up to the maximum (at most 2^16 of them, each made by `level(of:)`, so the same
    /// entries), not from a logarithm a cell; above 2^20 cells the rows are shared among the cores.
    public func pixels(for counts: [UInt32]) -> [UInt8] {
        let tableCount = Int(min(maximum, 1 << 16)) + 1
        var table = [UInt32](repeating: 0, count: tableCount)
        for n in 1..<max(1, tableCount) { table[n] = UInt32(4 * level(of: UInt32(n))) }
        var pixels = [UInt8](repeating: 0, count: counts.count * 4)
        let workers = max(1, min(ProcessorAffinity.coreCount, counts.count / (1 << 20)))
        pixels.withUnsafeMutableBufferPointer { pixels in
            let out = pixels
            counts.withUnsafeBufferPointer { counts in
                table.withUnsafeBufferPointer { table in
                    colors.withUnsafeBufferPointer { colors in
                        DispatchQueue.concurrentPerform(iterations: workers) { w in
                            for i in (w * counts.count / workers)..<((w + 1) * counts.count / workers) {
                                let n = counts[i]
                                if n == 0 { continue }
                                let entry = Int(n) < table.count ? Int(table[Int(n)]) : 4 * level(of: n)
                                out[4 * i] = colors[entry]
                                out[4 * i + 1] = colors[entry + 1]
                                out[4 * i + 2] = colors[entry + 2]
                                out[4 * i + 3] = 255
                            }
                        }
                    }
                }
            }
        }
        return pixels
    }
}
