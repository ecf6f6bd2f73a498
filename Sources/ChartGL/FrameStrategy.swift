import Foundation

/// Whether pans draw moving frames or whole redraws, decided by measuring both on the device.
///
/// A moving frame (`ChartRenderer.allowsMovingFrames`) copies the last plot picture and draws
/// only what the move uncovered: on llvmpipe that wins by far, but on an NVIDIA H200 at 10^3
/// points a moving pan frame took 0.53 ms and a whole redraw 0.30 ms. So the renderer asks: while
/// `choice` is `.measuring`, pan frames alternate between the kinds and each is timed to the end
/// of its GPU work (`glFinish`), `probesPerKind` of each; then the kind with the smaller median is
/// kept. One measurement per device (`GL_RENDERER`) and process, shared by every renderer on it
/// (`shared(device:)`); a test injects its own.
///
/// ```swift
/// renderer.choosesFramesByMeasuring = true          // a window's renderer
/// renderer.frameStrategy = FrameStrategy(decided: .wholeRedraws)   // or a test's
/// ```
public final class FrameStrategy: @unchecked Sendable {
    public enum Choice: Sendable, Equatable {
        case measuring
        case movingFrames
        case wholeRedraws
    }

    public enum FrameKind: Sendable, Equatable {
        case moving
        case redraw
    }

    /// Frames timed of each kind before the choice is made.
    public static let probesPerKind = 7

    private let lock = NSLock()
    private var moving: [Double] = []
    private var redraw: [Double] = []
    private var decided: Choice?

    /// A strategy that measures.
    public init() {}

    /// A strategy whose choice is already made (`.measuring` measures).
    public init(decided: Choice) {
        self.decided = decided == .measuring ? nil : decided
    }

    /// What pans draw: still measuring, or the kind that measured faster.
    public var choice: Choice {
        lock.lock()
        defer { lock.unlock() }
        return decided ?? .measuring
    }

    /// The kind the next pan frame should be: alternating while measuring, then the choice.
    public var nextKind: FrameKind {
        lock.lock()
        defer { lock.unlock() }
        switch decided {
        case .movingFrames: return .moving
        case .wholeRedraws: return .redraw
        default: return moving.count <= redraw.count ? .moving : .redraw
        }
    }

    /// Seconds measured so far of each kind (what the choice was made from).
    public var measurements: (moving: [Double], redraw: [Double]) {
        lock.lock()
        defer { lock.unlock() }
        return (moving, redraw)
    }

    /// Takes the time of one pan frame of `kind` (its GPU work finished); makes the choice once
    /// both kinds have `probesPerKind` frames. When moving frames keep falling back to redraws
    /// (the pans never move by whole pixels), redraws are chosen after three times as many.
    public func record(_ kind: FrameKind, seconds: Double) {
        lock.lock()
        defer { lock.unlock() }
        guard decided == nil, seconds.isFinite, seconds >= 0 else { return }
        if kind == .moving { moving.append(seconds) } else { redraw.append(seconds) }
        let n = Self.probesPerKind
        if moving.count >= n && redraw.count >= n {
            decided = Self.median(moving) < Self.median(redraw) ? .movingFrames : .wholeRedraws
        } else if moving.count < n && redraw.count >= 3 * n {
            decided = .wholeRedraws
        }
    }

    /// The middle value (the upper one of an even count); NaN when there is none.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }

    /// Seconds on a monotonic clock, for timing frames.
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var registry: [String: FrameStrategy] = [:]

    /// The strategy of `device` (a `GL_RENDERER` string) in this process, made on first use.
    public static func shared(device: String) -> FrameStrategy {
        registryLock.lock()
        defer { registryLock.unlock() }
        if let known = registry[device] { return known }
        let made = FrameStrategy()
        registry[device] = made
        return made
    }
}
