/// What a read of Parquet pages cost: the pages decoded (dictionary pages included) with their
/// bytes as stored and decompressed, and the data pages passed over by their header alone. A
/// coarse table's cost beside another's, or beside the whole file's (`Scripts/bench-parquet-coarse`).
public struct ParquetReadCost: Sendable, Equatable {
    public var pagesDecoded = 0
    public var pagesSkipped = 0
    /// The decoded pages' bytes in the file (their headers not counted).
    public var bytesRead = 0
    public var bytesDecompressed = 0

    public init() {}

    mutating func count(decoded header: ParquetPageHeader) {
        pagesDecoded += 1
        bytesRead += header.compressedSize
        bytesDecompressed += header.uncompressedSize
    }

    static func + (a: ParquetReadCost, b: ParquetReadCost) -> ParquetReadCost {
        ParquetReadCost(pagesDecoded: a.pagesDecoded + b.pagesDecoded, pagesSkipped: a.pagesSkipped + b.pagesSkipped,
                        bytesRead: a.bytesRead + b.bytesRead, bytesDecompressed: a.bytesDecompressed + b.bytesDecompressed)
    }

    private init(pagesDecoded: Int, pagesSkipped: Int, bytesRead: Int, bytesDecompressed: Int) {
        self.pagesDecoded = pagesDecoded
        self.pagesSkipped = pagesSkipped
        self.bytesRead = bytesRead
        self.bytesDecompressed = bytesDecompressed
    }
}
