import Foundation

/// The cloud the density picture tests draw: x even over 0…100, y a slow wave plus a bell of
/// noise (four uniforms), from a fixed linear congruential sequence, so every run and every test
/// that asks for `count` points gets the same points.
enum DensityTestCloud {
    static func wave(_ count: Int) -> (x: [Double], y: [Double]) {
        var state: UInt64 = 0x853c_49e6_748f_ea9b
        func uniform() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) * 0x1p-53
        }
        var x: [Double] = [], y: [Double] = []
        x.reserveCapacity(count)
        y.reserveCapacity(count)
        for _ in 0..<count {
            let t = uniform() * 100
            x.append(t)
            y.append(sin(t / 9) * 2 + (uniform() + uniform() + uniform() + uniform() - 2) * 1.2)
        }
        return (x, y)
    }
}
