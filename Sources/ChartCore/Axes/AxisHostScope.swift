import Foundation

/// The chart whose work is running on this thread (laying out, building a scene, handling an
/// event, stepping time), so an axis shown by several charts answers pixel questions in that
/// chart's layout. A thread-local value, set for the length of one call and put back after it.
///
/// Why a scope rather than passing the chart: a great deal of code maps values through
/// `axis.pixelValue(forDataValue:)`; the scope lets all of it map in the right chart without
/// storing any chart's pixels in the shared axis. An axis in one chart never needs it.
enum AxisHostScope {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The chart working on this thread now; nil outside any chart's call.
    static var current: Chart? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Chart>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with `chart` as the current chart, then puts back the one before (nested
    /// calls into another chart, such as a linked chart's, keep their own).
    static func run<T>(in chart: Chart, _ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(chart).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try body()
    }
}
