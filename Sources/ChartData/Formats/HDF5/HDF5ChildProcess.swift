import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs libhdf5 in a child process: `chartview __read-hdf5 …` (the chartview beside the running
/// program, or `CHARTVIEW_HDF5_READER`), spawned per listing or table read.
///
/// Why a process: libhdf5 1.10 crashes (SIGSEGV in H5F__accum_read under H5Ovisit) on some
/// damaged files, and may loop on others; no check of ours can stand in front of the library.
/// A child that dies is one line naming the file; one that shows no progress for `stallLimit`
/// seconds (it writes a dot to its pipe at least every quarter second while it visits objects or
/// reads blocks) is killed and is one line too. Numbers come back through `HDF5ValueStore`,
/// written there by libhdf5 itself; the rest (names, kinds, text fields) as JSON on the pipe.
package enum HDF5ChildProcess {
    /// The hidden first argument that makes chartview serve one read and exit.
    package static let subcommand = "__read-hdf5"
    /// Seconds without a sign of progress after which the child is taken to hang.
    nonisolated(unsafe) package static var stallLimit: Double = 30
    /// Set in the child only: whether `reportProgress` writes to standard output.
    nonisolated(unsafe) private static var isChild = false
    nonisolated(unsafe) private static var lastProgress: UInt64 = 0

    enum Request: String { case list, table }

    // MARK: parent

    /// The program that serves reads: `CHARTVIEW_HDF5_READER`, else `chartview` in the running
    /// program's folder (chartview itself, or the test and fuzz programs built beside it).
    package static func readerExecutable() -> String? {
        if let raw = getenv("CHARTVIEW_HDF5_READER"), case let named = String(cString: raw), !named.isEmpty {
            return access(named, X_OK) == 0 ? named : nil
        }
        guard let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        let beside = URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("chartview").path
        return access(beside, X_OK) == 0 ? beside : nil
    }

    /// `HDF5Table.table` in the child: the reply's columns copied out of the shared store.
    static func table(path: String, file: String, dataset: String?, limit: Int) throws(DataFileError) -> DataTable {
        guard let store = HDF5ValueStore.create() else {
            throw DataFileError(file: file, problem: "cannot read HDF5: no shared memory for the reader process")
        }
        let reply = try run(.table, path: path, file: file, dataset: dataset, limit: limit, store: store)
        guard let layout = reply.table else { throw failure(file, "no table in its answer") }
        var table = DataTable(columns: [], rowCount: layout.rowCount, textColumns: layout.texts)
        for column in layout.numeric {
            guard let values = store.values(offset: column.offset, count: layout.rowCount) else {
                throw failure(file, "its answer is shorter than it says")
            }
            table.columns.append(DataTable.Column(name: column.name, values: values))
            if let kind = column.kind.flatMap(ValueKind.init(rawValue:)) { table.valueKinds[column.name] = kind }
        }
        table.columnNames = layout.columnNames
        table.columnOrderIsArbitrary = layout.columnOrderIsArbitrary
        table.isOneNumericArray = layout.isOneNumericArray
        table.units = layout.units
        table.readingWarnings = layout.warnings
        return table
    }

    /// Spawns the reader for `request`, waits for its answer and its end, and turns a crash, a
    /// hang or a problem it reports into one `DataFileError` naming `file`.
    static func run(_ request: Request, path: String, file: String, dataset: String? = nil,
                    limit: Int = FileBytes.maximumBytes, store: HDF5ValueStore? = nil) throws(DataFileError) -> HDF5Reply {
        guard let executable = readerExecutable() else {
            throw DataFileError(file: file, problem: "cannot read HDF5: chartview's reader (chartview beside this program, or CHARTVIEW_HDF5_READER) is missing")
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw failure(file, "no pipe to its reader") }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Not inherited by other children spawned meanwhile: their end would hold the pipe open.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        defer { close(readEnd) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        // The child's stderr is not ours to fill: a crashing library may print there.
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var storeCopy: Int32 = -1
        if let store {
            // dup2 onto itself would keep close-on-exec set: hand over a copy at another number.
            storeCopy = store.descriptor == HDF5ValueStore.childDescriptor ? dup(store.descriptor) : store.descriptor
            posix_spawn_file_actions_adddup2(&actions, storeCopy, HDF5ValueStore.childDescriptor)
        }
        let arguments = [executable, subcommand, request.rawValue, path, file, dataset ?? "", String(limit)]
        var environment = ProcessInfo.processInfo.environment
        // A crash is expected here now and then: no Swift backtrace (slow, and not ours to show).
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(writeEnd)
        if storeCopy != store?.descriptor, storeCopy >= 0 { close(storeCopy) }
        guard spawned == 0 else { throw failure(file, "its reader did not start (\(String(cString: strerror(spawned))))") }

        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var hung = false
        while true {
            var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(stallLimit * 1000))
            if ready < 0 { if errno == EINTR { continue }; hung = true; break }
            if ready == 0 { hung = true; break }
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; break }
            if count == 0 { break }
            answer.append(contentsOf: buffer[0..<count])
        }
        if hung { kill(child, SIGKILL) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        if hung { throw failure(file, "no progress in \(stallLimit.formatted(.number)) s") }
        let signal = status & 0x7F, exitCode = (status >> 8) & 0xFF
        if signal != 0 { throw failure(file, "signal \(signal)") }
        let json = answer.drop { $0 == UInt8(ascii: ".") }
        guard exitCode == 0, let reply = try? JSONDecoder().decode(HDF5Reply.self, from: Data(json)) else {
            throw failure(file, exitCode == 0 ? "no answer" : "exit \(exitCode)")
        }
        if let problem = reply.problem { throw DataFileError(file: file, problem: problem) }
        return reply
    }

    private static func failure(_ file: String, _ why: String) -> DataFileError {
        DataFileError(file: file, problem: "HDF5 library failed reading this file (\(why))")
    }

    // MARK: child

    /// Serves one read and exits when `arguments` (the whole command line) ask for it; returns at
    /// once otherwise. chartview calls it first thing.
    package static func serveIfRequested(_ arguments: [String]) {
        guard arguments.count == 7, arguments[1] == subcommand, let request = Request(rawValue: arguments[2]),
              let limit = Int(arguments[6]) else { return }
        isChild = true
        // A child whose parent is gone has no one to answer: it ends rather than linger.
        let parent = getppid()
        Thread.detachNewThread {
            while getppid() == parent { sleep(1) }
            _exit(3)
        }
        let (path, file, dataset) = (arguments[3], arguments[4], arguments[5].isEmpty ? nil : arguments[5])
        var reply = HDF5Reply()
        do throws(DataFileError) {
            switch request {
            case .list:
                reply.datasets = try HDF5LibraryReader.datasets(path: path, file: file)
            case .table:
                let store = HDF5ValueStore(descriptor: HDF5ValueStore.childDescriptor)
                reply.table = try HDF5LibraryReader.table(path: path, file: file, dataset: dataset, limit: limit, store: store)
            }
        } catch {
            reply.problem = error.problem
        }
        let bytes = (try? JSONEncoder().encode(reply)) ?? Data()
        var written = 0
        bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let count = write(1, raw.baseAddress! + written, raw.count - written)
                if count <= 0 { if errno == EINTR { continue }; break }
                written += count
            }
        }
        exit(written == bytes.count ? 0 : 4)
    }

    /// Tells the parent the child is still working: a dot on the pipe, at most four a second.
    static func reportProgress() {
        guard isChild else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now &- lastProgress > 250_000_000 else { return }
        lastProgress = now
        _ = write(1, ".", 1)
    }
}
