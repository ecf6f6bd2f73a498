extension ParquetFile {
    /// Decodes the numbers of `column` in row group `group` into `target` (that group's rows of
    /// the final column) and releases the chunk's bytes; on failure `target` is NaN and the
    /// failure is returned (nil when it worked). Shared by the whole read (`table(columns:)`)
    /// and the batched one (`numberColumns(_:batchRows:afterBatch:)`).
    func decodeNumbers(of column: ParquetColumn, in group: ParquetMetadata.RowGroup,
                       into target: UnsafeMutableBufferPointer<Double>) -> ParquetChunkDecoder.Failure? {
        var decoder = ParquetChunkDecoder(column: column, chunk: group.columns[column.chunkIndex], file: storage.bytes,
                                          rows: target.count)
        do {
            try decoder.decode(into: target)
            storage.release(decoder.byteRange)
            return nil
        } catch {
            target.initialize(repeating: .nan)
            return error
        }
    }
}
