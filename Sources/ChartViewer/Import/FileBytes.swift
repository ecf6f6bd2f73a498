import Foundation

/// Reads a whole file (or standard input) into memory, turning failures into `DataFileError`s
/// that say why, in the system's words ("No such file or directory").
enum FileBytes {
    /// `path`: `nil` for standard input. `file`: the name used in errors.
    static func readAll(_ path: String?, file: String) throws(DataFileError) -> [UInt8] {
        let descriptor: Int32
        if let path {
            descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw failure(file) }
        } else {
            descriptor = STDIN_FILENO
        }
        defer { if path != nil { close(descriptor) } }

        var status = stat()
        var capacity = 1 << 16
        if fstat(descriptor, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw DataFileError(file: file, problem: DataFileError.unreadable("it is a directory"))
            }
            if status.st_size > 0 { capacity = Int(status.st_size) + 1 }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(file)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func failure(_ file: String) -> DataFileError {
        let reason = String(cString: strerror(errno))
        return DataFileError(file: file, problem: DataFileError.unreadable(reason))
    }
}
