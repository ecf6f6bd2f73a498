/// The bytes a Parquet or Arrow reader works on: a memory-mapped file, or bytes in memory
/// (tests and fuzzing read from memory, with no file to write first).
final class FileBytesStorage: @unchecked Sendable {
    let name: String
    let bytes: UnsafeRawBufferPointer
    /// The mapping when the bytes come from a file (checked for changes around each read).
    let mapped: MappedFile?
    private let owned: UnsafeMutableRawBufferPointer?

    init(mapped: MappedFile) {
        name = mapped.path
        self.mapped = mapped
        bytes = UnsafeRawBufferPointer(start: mapped.base, count: mapped.base == nil ? 0 : mapped.byteCount)
        owned = nil
    }

    init(copying source: [UInt8], name: String) {
        self.name = name
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
        source.withUnsafeBytes { if let start = $0.baseAddress { buffer.baseAddress!.copyMemory(from: start, byteCount: $0.count) } }
        owned = buffer
        bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: source.count)
        mapped = nil
    }

    deinit { owned?.deallocate() }

    /// Throws when a mapped file changed since it was mapped (`MappedFile.checkUnchanged`).
    func checkUnchanged() throws(DataFileError) {
        do { try mapped?.checkUnchanged() } catch { throw DataFileError(file: name, problem: Self.reason(error)) }
    }

    /// Maps `path`, or says in one line why not.
    static func map(_ path: String) throws(DataFileError) -> FileBytesStorage {
        do { return FileBytesStorage(mapped: try MappedFile(path: path)) } catch {
            throw DataFileError(file: path, problem: DataFileError.unreadable(reason(error)))
        }
    }

    static func reason(_ error: BinaryFileError) -> String {
        switch error {
        case .cannotOpen(_, let reason): return reason
        default: return error.description
        }
    }
}
