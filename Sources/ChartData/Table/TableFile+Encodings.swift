import Foundation

/// Text files not in UTF-8: read through a UTF-8 copy, with one warning naming the encoding.
extension TableFile {
    /// Reads `path` as text in `encoding` (`LegacyTextEncoding`): its bytes (decompressed first
    /// when the file is gzip, bzip2, xz, zstd or lz4, within the same limits as compressed text
    /// read as UTF-8) are turned into UTF-8 a megabyte at a time into a private temporary file of the same name, which the
    /// usual readers read (the big-file path included; no column cache, as the copy is gone
    /// after). Nil when the bytes do not look like text in that encoding: binary data, which
    /// the caller refuses as before. Errors name `path`, never the copy.
    static func readTranscoded(_ path: String, encoding: LegacyTextEncoding, options: Options) throws(DataFileError) -> DataTable? {
        let input = try TableInput(path: path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartview-text-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw DataFileError(file: path, problem: "cannot keep a UTF-8 copy in \(folder.deletingLastPathComponent().path) (\(error.localizedDescription))")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // Compressed text is decompressed first; the copy is named without the suffix (`x.csv`).
        let compression = TextCompression.detect(leadingBytes: input.leadingBytes)
        var name = URL(fileURLWithPath: path).lastPathComponent
        if compression != nil, let ext = name.split(separator: ".").last, TextCompression.from(extension: String(ext)) != nil {
            name = String(name.dropLast(ext.count + 1))
        }
        let decompressor = try compression.map { c throws(DataFileError) in try StreamDecompressor(c, file: path) }
        let copy = folder.appendingPathComponent(name).path
        let descriptor = open(copy, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw DataFileError(file: path, problem: "cannot keep a UTF-8 copy (\(String(cString: strerror(errno))))")
        }
        var transcoder = LegacyTextEncoding.Transcoder(encoding)
        var written = true
        var compressedBytes = 0
        var decompressedBytes = 0
        let bound = max(options.maximumDecompressedBytes, 0)
        let ratio = max(options.maximumCompressionRatio, 0)
        do throws(DataFileError) {
            while written {
                let chunk = try input.nextChunk()
                var text: [UInt8] = []
                if let decompressor {
                    compressedBytes += chunk.count
                    try chunk.withUnsafeBufferPointer { raw throws(DataFileError) in
                        try decompressor.decompress(UnsafeRawBufferPointer(raw), isFinal: chunk.isEmpty) { piece throws(DataFileError) in
                            decompressedBytes += piece.count
                            let (allowed, overflow) = compressedBytes.multipliedReportingOverflow(by: ratio)
                            let limit = ratio > 0 ? max(bound, overflow ? Int.max : allowed) : bound
                            if decompressedBytes > limit {
                                throw DataFileError(file: path, problem: "decompresses to more than \(CompressedTableReader.describe(limit)), the most chartview reads")
                            }
                            text.append(contentsOf: piece)
                        }
                    }
                } else {
                    text = chunk
                }
                guard let utf8 = transcoder.transcode(text, isFinal: chunk.isEmpty) else {
                    close(descriptor)
                    return nil
                }
                written = Self.writeAll(utf8, to: descriptor)
                if chunk.isEmpty { break }
            }
        } catch {
            close(descriptor)
            throw error
        }
        close(descriptor)
        guard written else { throw DataFileError(file: path, problem: "cannot keep a UTF-8 copy (\(String(cString: strerror(errno))))") }
        guard transcoder.looksLikeText else { return nil }
        var copyOptions = options
        copyOptions.cachesColumns = false
        do {
            var table = try read(copy, options: copyOptions)
            table.readingNotes = table.readingNotes.map { $0.replacingOccurrences(of: copy, with: path) }
            table.readingWarnings.insert("not UTF-8: read as \(encoding.name) text", at: 0)
            return table
        } catch {
            throw DataFileError(file: path, line: error.line, column: error.column,
                                problem: error.problem.replacingOccurrences(of: copy, with: path))
        }
    }

    /// Writes all of `bytes`; false on a failure (`errno` says which).
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let wrote = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if wrote < 0 && errno == EINTR { continue }
                guard wrote > 0 else { return false }
                done += wrote
            }
            return true
        }
    }
}
