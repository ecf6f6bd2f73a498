import Foundation

/// A simulated movement tracker: one reading per tick (speed, distance so far, position on a
/// local map in miles), computed from the tick number alone, so every run is the same. Thread
/// safe: a producer thread takes readings while the window's tooltip reads the route.
final class Tracker: @unchecked Sendable {
    struct Reading {
        var time: Double
        var speed: Double      // mph
        var distance: Double   // miles
        var east: Double
        var north: Double
    }

    let start: Double
    let secondsPerTick: Double
    private let lock = NSLock()
    private var readings: [Reading] = []

    init(start: Double, secondsPerTick: Double) {
        self.start = start
        self.secondsPerTick = secondsPerTick
    }

    /// Takes the next reading.
    func next() -> Reading {
        lock.lock()
        defer { lock.unlock() }
        let tick = Double(readings.count)
        let speed = 12 + 4 * sin(tick / 15) + 1.5 * sin(tick / 3.7)
        let miles = speed * secondsPerTick / 3600, heading = tick / 25
        let last = readings.last ?? Reading(time: start, speed: 0, distance: 0, east: 0, north: 0)
        let reading = Reading(time: start + tick * secondsPerTick, speed: speed, distance: last.distance + miles,
                              east: last.east + miles * cos(heading), north: last.north + miles * sin(heading))
        readings.append(reading)
        return reading
    }

    /// The readings up to and including `time`.
    func route(upTo time: Double) -> [Reading] {
        lock.lock()
        defer { lock.unlock() }
        return readings.prefix { $0.time <= time }
    }
}
