/// The compressed bytes a streamed reader has read from standard input, kept while they
/// decompress to at most `limit` bytes (`TextLayout.largestFile`), and dropped past it.
///
/// Standard input cannot be read twice: when `DelimitedFileReader(stream:)` refuses a compressed
/// stream as one table, the table search (`TableBlocks`) needs the whole text, and this is how it
/// gets it back (these bytes, then the rest of the stream) without holding the decompressed text
/// while the reader streams, and without ever holding more than the bound a file is read whole to.
package final class CompressedStreamRecording {
    /// The most decompressed bytes the recorded bytes may stand for.
    package let limit: Int
    /// What was read so far; nil once it decompressed past `limit` (the search is then not made).
    package private(set) var bytes: [UInt8]? = []
    private var decompressedCount = 0

    package init(limit: Int) {
        self.limit = limit
    }

    /// Keeps `compressed`, just read from the stream.
    func record(_ compressed: UnsafeRawBufferPointer) {
        bytes?.append(contentsOf: compressed)
    }

    /// Counts `count` decompressed bytes; past the limit, what was kept is dropped.
    func countDecompressed(_ count: Int) {
        decompressedCount += count
        if decompressedCount > limit { bytes = nil }
    }
}
