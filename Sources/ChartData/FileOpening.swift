import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Opens user files for reading without ever blocking in `open()`, and only when they are
/// regular files: a FIFO with no writer blocks a plain `open()` for ever, a device streams
/// without end, a directory or socket reads as nothing useful. Every path that opens a file a
/// user or a spec names goes through here (data, specs, annotation files, images, databases).
///
/// The file is opened `O_NONBLOCK` (which returns at once for a FIFO), checked with `fstat` on
/// that descriptor (no race between the check and the open), and handed back blocking again.
///
/// ```swift
/// let fd = try FileOpening.openRegularFile("data.csv")   // throws for a FIFO, a device, a folder
/// defer { close(fd) }
/// try FileOpening.checkRegularFile("chart.png")          // for APIs that open by path themselves
/// ```
public enum FileOpening {
    /// Why a path was not opened: `description` is "PATH: cannot open: REASON" on one line.
    public struct Failure: Error, Equatable, CustomStringConvertible, Sendable {
        public var path: String
        /// The system's reason ("No such file or directory") or the kind of file refused.
        public var reason: String
        public var description: String { "\(path): cannot open: \(reason)" }
    }

    /// A descriptor open for reading on the regular file `path` (the caller closes it).
    public static func openRegularFile(_ path: String) throws(Failure) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            // A socket fails to open (ENXIO, "No such device or address") before its kind can be
            // asked of a descriptor: its kind is asked of the path instead, which never blocks.
            var info = stat()
            if stat(path, &info) == 0, let kind = refusedKind(info.st_mode) { throw Failure(path: path, reason: kind) }
            throw Failure(path: path, reason: reason)
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(path: path, reason: reason)
        }
        if let kind = refusedKind(info.st_mode) {
            close(descriptor)
            throw Failure(path: path, reason: kind)
        }
        // Regular files never block; clearing the flag keeps later reads plain.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return descriptor
    }

    /// Throws unless `path` opens as a regular file: for code that hands the path to a library
    /// that opens it itself (Foundation, SQLite, libpng). Nothing is read.
    public static func checkRegularFile(_ path: String) throws(Failure) {
        close(try openRegularFile(path))
    }

    /// The words for a file type that is not read, nil for a regular file.
    static func refusedKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a directory"
        case S_IFIFO: return "it is a named pipe (FIFO), not a file; pipe it to standard input as - instead"
        case S_IFSOCK: return "it is a socket, not a file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a file"
        default: return "not a regular file"
        }
    }
}
