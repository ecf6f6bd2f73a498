import CPostgres
import Foundation

/// A connection to a PostgreSQL server (or anything speaking its protocol) through libpq.
///
/// ```swift
/// let db = try PostgresConnection(url: "postgresql://me@localhost/sensors")
/// let source = try SQLChartSource(connection: db, table: "readings", x: "time", y: ["temp"])
/// ```
///
/// A lost connection is reset once before the next query, so a server restarted under a window
/// is found again by the next view change.
public final class PostgresConnection: SQLConnection {
    public let dialect = SQLDialect.postgres
    public let name: String
    private var connection: OpaquePointer?
    private var canceller: OpaquePointer?
    /// Guards `canceller`, which `cancel()` uses from another thread.
    private let lock = NSLock()

    /// Connects to `url` (`postgresql://user@host:port/db?…`, or libpq's `key=value` form).
    public init(url: String) throws(DatabaseError) {
        name = Self.redacted(url)
        guard let handle = PQconnectdb(url) else {
            throw DatabaseError(source: name, problem: "out of memory")
        }
        guard PQstatus(handle) == CONNECTION_OK else {
            let message = Self.firstLine(PQerrorMessage(handle))
            PQfinish(handle)
            throw DatabaseError(source: name, problem: "cannot connect (\(message))")
        }
        // libpq prints server notices (NOTICE, WARNING) to stderr by default, a line before
        // chartview's own: the chart's output is one line, so they are dropped.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        connection = handle
        canceller = PQgetCancel(handle)
        _ = PQexec(handle, "SET application_name = 'chartkit'").map { PQclear($0) }
    }

    deinit {
        lock.lock()
        if let canceller { PQfreeCancel(canceller) }
        canceller = nil
        lock.unlock()
        PQfinish(connection)
    }

    public func cancel() {
        lock.lock()
        defer { lock.unlock() }
        guard let canceller else { return }
        var buffer = [CChar](repeating: 0, count: 256)
        _ = PQcancel(canceller, &buffer, Int32(buffer.count))
    }

    public func rows(_ sql: String) throws(DatabaseError) -> [[SQLValue]] {
        let result = try execute(sql)
        defer { PQclear(result) }
        let rowCount = PQntuples(result), columnCount = PQnfields(result)
        let numeric = (0..<columnCount).map { Self.isNumericType(PQftype(result, $0)) }
        var rows: [[SQLValue]] = []
        rows.reserveCapacity(Int(rowCount))
        for r in 0..<rowCount {
            var row: [SQLValue] = []
            row.reserveCapacity(Int(columnCount))
            for c in 0..<columnCount {
                if PQgetisnull(result, r, c) != 0 {
                    row.append(.null)
                    continue
                }
                let text = PQgetvalue(result, r, c)!
                if numeric[Int(c)] {
                    row.append(.number(strtod(text, nil)))
                } else {
                    row.append(.text(String(cString: text)))
                }
            }
            rows.append(row)
        }
        return rows
    }

    public func columns(of sql: String) throws(DatabaseError) -> [SQLColumn] {
        let result = try execute("SELECT * FROM (\(sql)) AS chartkit_query LIMIT 0")
        defer { PQclear(result) }
        let oids = (0..<PQnfields(result)).map { PQftype(result, $0) }
        let names = (0..<PQnfields(result)).map { String(cString: PQfname(result, $0)) }
        // Type names from the server's catalogue, so domains and aliases read as they are.
        let list = Set(oids).map(String.init).joined(separator: ",")
        var typeNames: [UInt32: String] = [:]
        if !list.isEmpty {
            for row in try rows("SELECT oid::int8, format_type(oid, NULL) FROM pg_type WHERE oid IN (\(list))") {
                if let oid = row[0].double, let name = row[1].text { typeNames[UInt32(oid)] = name }
            }
        }
        return zip(names, oids).map { SQLColumn(name: $0, declaredType: typeNames[$1] ?? "") }
    }

    private func execute(_ sql: String) throws(DatabaseError) -> OpaquePointer {
        if PQstatus(connection) != CONNECTION_OK {
            // The server went away (restart, terminated backend): try once to come back.
            PQreset(connection)
            guard PQstatus(connection) == CONNECTION_OK else {
                throw failure("the connection was lost and cannot be restored (\(Self.firstLine(PQerrorMessage(connection))))")
            }
            lock.lock()
            if let canceller { PQfreeCancel(canceller) }
            canceller = PQgetCancel(connection)
            lock.unlock()
        }
        guard let result = PQexec(connection, sql) else {
            throw failure(Self.firstLine(PQerrorMessage(connection)))
        }
        let status = PQresultStatus(result)
        guard status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK else {
            let state = PQresultErrorField(result, Int32(UInt8(ascii: "C"))).map { String(cString: $0) } ?? ""
            let message = Self.firstLine(PQresultErrorMessage(result))
            PQclear(result)
            if state == "57014" {
                throw DatabaseError(source: name, problem: "query cancelled", isCancellation: true)
            }
            if PQstatus(connection) != CONNECTION_OK {
                throw failure("the server closed the connection (\(message))")
            }
            throw failure(message)
        }
        return result
    }

    /// int2, int4, int8, oid, float4, float8, numeric.
    private static func isNumericType(_ oid: Oid) -> Bool {
        [21, 23, 20, 26, 700, 701, 1700].contains(oid)
    }

    private static func firstLine(_ message: UnsafePointer<CChar>?) -> String {
        guard let message else { return "unknown error" }
        let text = String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.hasPrefix("ERROR:  ") ? String(line.dropFirst(8)) : (line.isEmpty ? "unknown error" : line)
    }

    /// The address with any password replaced, so error lines never show it.
    static func redacted(_ url: String) -> String {
        SecretRedaction.redacted(url)
    }
}
