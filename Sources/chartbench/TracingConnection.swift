import ChartKit
import Foundation

/// A connection that passes every statement on and keeps each one with its time
/// (`chartbench --database … --trace`): where a first picture's time goes, round trip by round trip.
final class TracingConnection: SQLConnection {
    struct Entry {
        var sql: String
        var milliseconds: Double
    }

    let base: SQLConnection
    private(set) var entries: [Entry] = []
    private let lock = NSLock()

    init(_ base: SQLConnection) { self.base = base }

    var dialect: SQLDialect { base.dialect }
    var name: String { base.name }

    func rows(_ sql: String) throws(DatabaseError) -> [[SQLValue]] {
        let began = DispatchTime.now().uptimeNanoseconds
        defer { record(sql, since: began) }
        return try base.rows(sql)
    }

    func columns(of sql: String) throws(DatabaseError) -> [SQLColumn] {
        let began = DispatchTime.now().uptimeNanoseconds
        defer { record("(columns of) " + sql, since: began) }
        return try base.columns(of: sql)
    }

    func cancel() { base.cancel() }

    /// Forgets what was sent so far.
    func reset() {
        lock.lock()
        entries = []
        lock.unlock()
    }

    /// One line per statement: its milliseconds and its first `width` characters.
    func report(width: Int = 110) -> String {
        lock.lock()
        defer { lock.unlock() }
        let total = entries.reduce(0) { $0 + $1.milliseconds }
        return entries.map { String(format: "  %7.1f ms  ", $0.milliseconds) + String($0.sql.prefix(width)) }
            .joined(separator: "\n") + String(format: "\n  %7.1f ms in %d statements", total, entries.count)
    }

    private func record(_ sql: String, since began: UInt64) {
        let ms = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6
        lock.lock()
        entries.append(Entry(sql: sql, milliseconds: ms))
        lock.unlock()
    }
}
