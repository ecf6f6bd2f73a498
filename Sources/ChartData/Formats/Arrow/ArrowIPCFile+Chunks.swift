import ChartCore

extension ArrowIPCFile {
    /// Float64 column `name` read in place across every record batch, with no copy: each
    /// batch's value buffer is one run of a `ChunkedColumn` over the mapping (pyarrow writes a
    /// big table, or `write_feather(..., chunksize=)`, as many batches). Nil unless every batch
    /// of the column is uncompressed, without nulls and 8-byte aligned in the mapping (the Arrow
    /// format asks for 8; pyarrow pads to 64); read such a column through `numbers(ofColumn:)`.
    /// The column keeps the mapping (or the bytes a file was read from) alive.
    public func mappedChunks(named name: String) -> ChunkedColumn? {
        guard let column = column(named: name), column.unsupported == nil,
              case .float(8) = column.storage, !batches.isEmpty else { return nil }
        var chunks: [UnsafeBufferPointer<Double>] = []
        chunks.reserveCapacity(batches.count)
        for batch in batches {
            guard (try? batch.metadata.table(3)) == nil,
                  let node = try? fieldNode(batch, column.nodeIndex), node.nulls == 0 else { return nil }
            if node.length == 0 { continue }
            guard case .mapped(let bytes, _)? = try? buffer(batch, column.bufferIndex + 1, needed: node.length * 8),
                  let base = bytes.baseAddress, Int(bitPattern: base) % MemoryLayout<Double>.alignment == 0 else { return nil }
            chunks.append(UnsafeBufferPointer(start: base.assumingMemoryBound(to: Double.self), count: node.length))
        }
        return ChunkedColumn(chunks: chunks, owner: storage)
    }

    /// The mapped file a column from `mappedChunks(named:)` reads (checked for changes while
    /// it is drawn); nil for a file read from bytes.
    public var mappedFile: MappedFile? { storage.mapped }
}
