import Foundation

extension TableInput {
    /// Standard input kept in a temporary file, for the formats whose readers seek and map a
    /// file (Parquet, Arrow IPC, Excel, `.npz`, HDF5): `chartview render - < data.parquet` reads
    /// it as `chartview data.parquet` does, as the window's `chartview -` does (its own spool).
    ///
    /// The bytes are copied a megabyte at a time (memory stays one chunk, whatever the length)
    /// into a file only this user can read, in a private folder under the temporary folder.
    /// `body` reads it; the folder is removed when it returns (a reader's open or mapped copy
    /// lives on), so nothing is left behind however it ends. Errors name `file` (`<stdin>`),
    /// never the temporary path.
    package func withSpooledFile<Result>(extension name: String,
                                         _ body: (String) throws(DataFileError) -> Result) throws(DataFileError) -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartview-stdin-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw DataFileError(file: file, problem: "cannot keep standard input in \(folder.deletingLastPathComponent().path) (\(error.localizedDescription))")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("stdin." + name).path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw DataFileError(file: file, problem: "cannot keep standard input (\(String(cString: strerror(errno))))")
        }
        var failure: Int32 = 0
        while failure == 0 {
            let chunk: [UInt8]
            do {
                chunk = try nextChunk()
            } catch {
                close(descriptor)
                throw error
            }
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let wrote = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                    if wrote < 0 && errno == EINTR { continue }
                    guard wrote > 0 else {
                        failure = errno
                        return
                    }
                    done += wrote
                }
            }
        }
        close(descriptor)
        guard failure == 0 else {
            throw DataFileError(file: file, problem: "cannot keep standard input (\(String(cString: strerror(failure))))")
        }
        do {
            return try body(path)
        } catch {
            throw DataFileError(file: file, line: error.line, column: error.column,
                                problem: error.problem.replacingOccurrences(of: path, with: file))
        }
    }
}
