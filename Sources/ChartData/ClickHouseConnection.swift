import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A connection to a ClickHouse server (or a cluster through one of its servers) over the HTTP
/// interface, with Foundation's `URLSession`: each statement is one POST, its answer read in
/// `TabSeparatedWithNamesAndTypes` (`ClickHouseTSV`).
///
/// ```swift
/// let db = try ClickHouseConnection(url: "clickhouse://me:secret@ch1:8123/sensors")
/// let source = try SQLChartSource(connection: db, spec: SQLSeriesSpec(table: "readings", x: "time", y: ["temp"]))
/// ```
///
/// Every statement carries a `query_id` and `wait_end_of_query=1` (the server answers only once
/// the query has finished, so an error after the first rows is an HTTP error, not rows with a
/// message appended). `cancel()` aborts the request and sends `KILL QUERY` for its id: closing a
/// connection does not stop a ClickHouse query. A request gets no answer for `timeout` seconds
/// (a frozen shard makes a distributed query wait forever) fails, and its query is killed too.
/// `skip_unavailable_shards` is never set: a dead shard is an error the user sees, not half the
/// data. HTTP holds no session, so a server that went away and came back serves the next query.
public final class ClickHouseConnection: SQLConnection, @unchecked Sendable {
    public let dialect = SQLDialect.clickhouse
    public let name: String
    /// Seconds a statement may go without an answer before it fails.
    public let timeout: TimeInterval
    /// The server's HTTP root (`http://host:port/`).
    private let endpoint: URL
    private let database: String
    private let authorization: String?
    private let session: URLSession
    private let challenges = ChallengeRefusal()
    /// Guards `running` and `cancelled`, which `cancel()` uses from another thread.
    private let lock = NSLock()
    private var running: (id: String, task: URLSessionDataTask)?
    private var cancelled: Set<String> = []

    /// Default for `timeout`: long enough for a full scan of a big table, short enough that a
    /// frozen shard is reported while the user still waits.
    public static let defaultTimeout: TimeInterval = 60
    /// The HTTP port when the address names none.
    public static let defaultPort = 8123

    /// Connects to `url` (`clickhouse://[user[:password]@]host[:port][/database]`) and checks the
    /// server answers.
    public init(url: String, timeout: TimeInterval = defaultTimeout) throws(DatabaseError) {
        name = SecretRedaction.redacted(url)
        self.timeout = timeout
        guard let parts = URLComponents(string: url), parts.scheme?.lowercased() == "clickhouse" else {
            throw DatabaseError(source: name, problem: "not a ClickHouse address (clickhouse://[user[:password]@]host[:port]/database)")
        }
        guard let host = parts.host, !host.isEmpty else {
            throw DatabaseError(source: name, problem: "the address names no host")
        }
        if let items = parts.queryItems, let first = items.first {
            throw DatabaseError(source: name, problem: "unknown parameter \(first.name) in the address (none are read)")
        }
        let path = parts.path.split(separator: "/")
        guard path.count <= 1 else {
            throw DatabaseError(source: name, problem: "the address's path must be one database name")
        }
        database = path.first.map(String.init) ?? "default"
        var root = URLComponents()
        root.scheme = "http"
        root.host = host
        root.port = parts.port ?? Self.defaultPort
        root.path = "/"
        guard let endpoint = root.url else { throw DatabaseError(source: name, problem: "the address is not a valid URL") }
        self.endpoint = endpoint
        if let user = parts.user {
            let credentials = "\(user):\(parts.password ?? "")"
            authorization = "Basic " + Data(credentials.utf8).base64EncodedString()
        } else {
            authorization = nil
        }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpMaximumConnectionsPerHost = 4
        session = URLSession(configuration: configuration, delegate: challenges, delegateQueue: nil)
        do {
            _ = try answer("SELECT 1")
        } catch {
            throw DatabaseError(source: name, problem: "cannot connect (\(error.problem))")
        }
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func cancel() {
        lock.lock()
        let current = running
        if let current { cancelled.insert(current.id) }
        lock.unlock()
        guard let current else { return }
        current.task.cancel()
        kill(queryID: current.id)
    }

    public func rows(_ sql: String) throws(DatabaseError) -> [[SQLValue]] {
        guard Self.returnsRows(sql) else {
            _ = try send(sql, body: nil)
            return []
        }
        return try answer(sql).rows
    }

    public func columns(of sql: String) throws(DatabaseError) -> [SQLColumn] {
        try answer("SELECT * FROM (\(sql)) AS chartkit_query LIMIT 0").columns
    }

    /// Every row of `sql` as columns of numbers (NULL and text: NaN), read from the answer's
    /// text line by line without a value per cell: loading a whole table.
    public func numberColumns(_ sql: String) throws(DatabaseError) -> [[Double]] {
        let bytes = try send(sql + " FORMAT TabSeparated", body: nil)
        var columns: [[Double]] = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let cells = ClickHouseTSV.fields(line)
            if columns.isEmpty { columns = Array(repeating: [], count: cells.count) }
            for c in columns.indices { columns[c].append(c < cells.count ? cells[c].flatMap(Double.init) ?? .nan : .nan) }
        }
        return columns
    }

    /// Appends rows in ClickHouse's RowBinary format to `table` (exact values: no decimal text
    /// for the server to parse).
    public func insert(into table: String, rowBinary: Data) throws(DatabaseError) {
        _ = try send("INSERT INTO \(dialect.quoted(table)) FORMAT RowBinary", body: rowBinary)
    }

    private func answer(_ sql: String) throws(DatabaseError) -> ClickHouseTSV {
        let bytes = try send(sql + " FORMAT TabSeparatedWithNamesAndTypes", body: nil)
        do {
            return try ClickHouseTSV(bytes: bytes)
        } catch {
            throw failure(error.problem)
        }
    }

    /// Whether `sql` is a statement that answers with rows (a FORMAT is appended to it).
    public static func returnsRows(_ sql: String) -> Bool {
        let word = sql.drop(while: { $0.isWhitespace || $0 == "(" }).prefix(while: { $0.isLetter }).uppercased()
        return ["SELECT", "WITH", "SHOW", "DESCRIBE", "DESC", "EXISTS"].contains(word)
    }

    /// Sends one statement: `sql` as the body, or, with `body` (data to insert), in the URL.
    private func send(_ sql: String, body: Data?) throws(DatabaseError) -> [UInt8] {
        let id = "chartkit-" + UUID().uuidString.lowercased()
        var request = URLRequest(url: url(query: sql, id: id, inBody: body == nil))
        request.httpMethod = "POST"
        request.httpBody = body ?? Data(sql.utf8)
        request.timeoutInterval = timeout
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        let reply = Reply()
        let task = session.dataTask(with: request) { data, response, error in
            reply.finish(data: data, status: (response as? HTTPURLResponse)?.statusCode, error: error)
        }
        lock.lock()
        running = (id, task)
        lock.unlock()
        task.resume()
        reply.wait()
        lock.lock()
        running = nil
        let wasCancelled = cancelled.remove(id) != nil
        lock.unlock()
        if wasCancelled {
            throw DatabaseError(source: name, problem: "query cancelled", isCancellation: true)
        }
        if challenges.wasChallenged(task) {
            throw failure("the server refused the user or password (HTTP 401)")
        }
        if let error = reply.error {
            let code = (error as? URLError)?.code
            if code == .timedOut {
                kill(queryID: id)
                throw failure("no answer within \(Self.seconds(timeout)) (a shard may be frozen); the query was killed")
            }
            throw failure(Self.networkProblem(code, error))
        }
        let data = reply.data ?? Data()
        guard reply.status == 200 else {
            let text = String(decoding: data.prefix(4096), as: UTF8.self)
            throw failure(text.hasPrefix("Code: ") ? Self.serverMessage(text)
                          : "HTTP status \(reply.status.map(String.init) ?? "none") from the server")
        }
        return [UInt8](data)
    }

    private func url(query sql: String?, id: String, inBody: Bool) -> URL {
        var parts = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)!
        var items = [URLQueryItem(name: "database", value: database),
                     URLQueryItem(name: "query_id", value: id),
                     URLQueryItem(name: "wait_end_of_query", value: "1")]
        if !inBody, let sql { items.append(URLQueryItem(name: "query", value: sql)) }
        parts.queryItems = items
        // URLComponents leaves + as it is, which a server reads as a blank.
        parts.percentEncodedQuery = parts.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return parts.url!
    }

    /// Sends `KILL QUERY` for `queryID` without waiting for it: the view has moved on.
    private func kill(queryID: String) {
        let sql = "KILL QUERY WHERE query_id = \(dialect.literal(queryID)) ASYNC"
        var request = URLRequest(url: url(query: nil, id: "chartkit-kill-" + UUID().uuidString.lowercased(), inBody: true))
        request.httpMethod = "POST"
        request.httpBody = Data(sql.utf8)
        request.timeoutInterval = timeout
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        session.dataTask(with: request) { _, _, _ in }.resume()
    }

    /// `Code: 60, e.displayText() = DB::Exception: Table t doesn't exist., e.what() = DB::Exception`
    /// → `Table t doesn't exist (code 60)`; for a shard that cannot be reached, the address that
    /// failed from the log that follows.
    public static func serverMessage(_ text: String) -> String {
        var lines = text.split(whereSeparator: \.isNewline).map { String($0) }
        if lines.isEmpty { lines = [text] }
        func message(_ line: String) -> (code: String, text: String) {
            var rest = Substring(line)
            var code = ""
            if rest.hasPrefix("Code: ") {
                rest = rest.dropFirst(6)
                code = String(rest.prefix(while: \.isNumber))
            }
            if let range = rest.range(of: "Exception: ") { rest = rest[range.upperBound...] }
            if let range = rest.range(of: ", e.what() = ") { rest = rest[..<range.lowerBound] }
            var trimmed = rest.trimmingCharacters(in: .whitespaces)
            while trimmed.hasSuffix(".") { trimmed.removeLast() }
            return (code, trimmed)
        }
        let first = message(lines[0])
        var text = first.text
        if text.hasSuffix("Log:") || text.hasSuffix("Log") {
            // All connection tries failed. Log: … Connection refused (127.0.0.1:9001) …
            text = String(text.dropLast(text.hasSuffix("Log:") ? 4 : 3)).trimmingCharacters(in: .whitespaces)
            while text.hasSuffix(".") { text.removeLast() }
            if let cause = lines.dropFirst().map(message).first(where: { !$0.text.isEmpty }) {
                text += ": " + cause.text
            }
        }
        return first.code.isEmpty ? text : "\(text) (code \(first.code))"
    }

    private static func networkProblem(_ code: URLError.Code?, _ error: Error) -> String {
        switch code {
        case .cannotConnectToHost?: return "connection refused"
        case .cannotFindHost?, .dnsLookupFailed?: return "unknown host"
        case .networkConnectionLost?: return "the server closed the connection"
        default: return error.localizedDescription
        }
    }

    private static func seconds(_ t: TimeInterval) -> String {
        t == t.rounded() ? "\(Int(t)) s" : String(format: "%.1f s", t)
    }

    /// Refuses the server's request for credentials (HTTP 401 with `WWW-Authenticate`): the
    /// address's user and password were sent already, and URLSession left to itself waits for
    /// credentials that never come.
    private final class ChallengeRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var challenged: Set<Int> = []

        func urlSession(_ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
                        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
            lock.lock()
            challenged.insert(task.taskIdentifier)
            lock.unlock()
            completionHandler(.cancelAuthenticationChallenge, nil)
        }

        func wasChallenged(_ task: URLSessionTask) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return challenged.remove(task.taskIdentifier) != nil
        }
    }

    /// One request's outcome, handed from URLSession's thread to the waiting one.
    private final class Reply: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private(set) var data: Data?
        private(set) var status: Int?
        private(set) var error: Error?

        func finish(data: Data?, status: Int?, error: Error?) {
            self.data = data
            self.status = status
            self.error = error
            done.signal()
        }

        func wait() { done.wait() }
    }
}
