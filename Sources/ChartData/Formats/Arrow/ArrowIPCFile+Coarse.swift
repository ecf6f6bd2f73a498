import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension ArrowIPCFile {
    /// A coarse table of the whole file that costs a fraction of reading it, for the picture a
    /// window shows first while the columns are gathered (`numbers(ofColumn:)`): every k-th row
    /// of the numeric `columns` (nil: every numeric column) and the last row, about `rows` in
    /// all, in file order, numbers as `table(columns:)` reads them (seconds for time, NaN for
    /// nulls).
    ///
    /// Uncompressed record batches are read in place: only the sampled values' pages are
    /// touched, asked of the kernel all at once so a cold file is read in parallel (as a `.npy`
    /// line's preview is). A compressed batch must be decompressed whole to read any of its
    /// values, so a file with compressed batches is sampled from at most `compressedBatches`
    /// of them, evenly spread (the first and the last among them), every k-th row within each.
    public func strideSample(columns names: [String]? = nil, rows target: Int,
                             compressedBatches: Int = 32) throws(DataFileError) -> DataTable {
        let chosen = columns.filter { column in
            column.valueKind != nil && column.unsupported == nil && names.map { $0.contains(column.name) } ?? true
        }
        let wanted = max(2, target)
        var starts = [0]
        starts.reserveCapacity(batches.count + 1)
        for batch in batches { starts.append(starts[starts.count - 1] + batch.length) }
        let filled = batches.indices.filter { batches[$0].length > 0 }
        let compressed = filled.contains { (try? batches[$0].metadata.table(3)) != nil }
        // The batches read and, for each, the rows within it (ascending).
        var picks: [(batch: Int, rows: [Int])] = []
        if !compressed {
            let step = max(1, (rowCount + wanted - 1) / wanted)
            var rows = Array(stride(from: 0, to: rowCount, by: step))
            if let last = rows.last, last != rowCount - 1 { rows.append(rowCount - 1) }
            var b = 0
            for row in rows {
                while row >= starts[b + 1] { b += 1 }
                if picks.last?.batch == b { picks[picks.count - 1].rows.append(row - starts[b]) } else { picks.append((b, [row - starts[b]])) }
            }
        } else if !filled.isEmpty {
            let count = min(filled.count, max(2, compressedBatches))
            let spread = count == 1 ? [filled[0]] : (0..<count).map { filled[$0 * (filled.count - 1) / (count - 1)] }
            var seen = Set<Int>()
            for b in spread where seen.insert(b).inserted {
                let length = batches[b].length
                let step = max(1, (length * spread.count + wanted - 1) / wanted)
                var rows = Array(stride(from: 0, to: length, by: step))
                if b == filled.last, rows.last != length - 1 { rows.append(length - 1) }
                picks.append((b, rows))
            }
        }
        if !compressed, let base = storage.bytes.baseAddress, storage.mapped != nil {
            adviseSampledPages(chosen, picks: picks, base: base)
        }
        try storage.checkUnchanged()
        var sampled = [[Double]](repeating: [], count: picks.count * chosen.count)
        let failures = FirstFailure()
        sampled.withUnsafeMutableBufferPointer { output in
            DispatchQueue.concurrentPerform(iterations: output.count) { index in
                let (p, c) = index.quotientAndRemainder(dividingBy: chosen.count)
                do throws(Failure) {
                    output[index] = try sampleNumbers(chosen[c], batches[picks[p].batch], rows: picks[p].rows)
                } catch {
                    output[index] = [Double](repeating: .nan, count: picks[p].rows.count)
                    failures.record(index, DataFileError(file: path, problem: "column \(DataFileError.quoted(chosen[c].name)), record batch \(picks[p].batch + 1): \(error.reason)"))
                }
            }
        }
        if let failure = failures.first { throw failure }
        try storage.checkUnchanged()
        let total = picks.reduce(0) { $0 + $1.rows.count }
        var table = DataTable(columns: [], rowCount: total)
        for (c, column) in chosen.enumerated() {
            var values: [Double] = []
            values.reserveCapacity(total)
            for p in picks.indices { values += sampled[p * chosen.count + c] }
            table.columnNames.append(column.name)
            table.columns.append(DataTable.Column(name: column.name, values: values))
            table.valueKinds[column.name] = column.valueKind
        }
        return table
    }

    /// Asks the kernel for the pages of every sampled value at once (`MADV_WILLNEED`), so a file
    /// not yet in the page cache is read in parallel rather than one fault at a time.
    private func adviseSampledPages(_ chosen: [ArrowColumn], picks: [(batch: Int, rows: [Int])], base: UnsafeRawPointer) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        for column in chosen {
            let width: Int
            switch column.storage {
            case .integer(let bytes, _), .float(let bytes), .decimal(let bytes, _), .scaled(let bytes, _): width = bytes
            case .days: width = 4
            default: continue
            }
            for pick in picks {
                guard case .mapped(let raw, _)? = try? buffer(batches[pick.batch], column.bufferIndex + 1, needed: 0),
                      let start = raw.baseAddress else { continue }
                var lastPage = -1
                for row in pick.rows where row * width < raw.count {
                    let address = Int(bitPattern: start) + row * width
                    let pageStart = address / page * page
                    guard pageStart != lastPage, pageStart >= Int(bitPattern: base) else { continue }
                    lastPage = pageStart
                    madvise(UnsafeMutableRawPointer(bitPattern: pageStart), page, MADV_WILLNEED)
                }
            }
        }
    }

    /// Rows `rows` of `column` in `batch`, as `writeNumbers` reads them (seconds for time, NaN for
    /// nulls): the only values of an uncompressed batch touched.
    private func sampleNumbers(_ column: ArrowColumn, _ batch: Batch, rows: [Int]) throws(Failure) -> [Double] {
        let (length, nulls) = try fieldNode(batch, column.nodeIndex)
        guard rows.allSatisfy({ $0 >= 0 && $0 < length }) else { throw Failure(reason: "a sampled row past the batch's \(length)") }
        let (data, valid) = try numericBuffers(column, batch, length: length, nulls: nulls)
        var values = try data.withBytes { (raw) throws(Failure) -> [Double] in
            rows.map { Self.number(column.storage, raw, $0) }
        }
        if let valid {
            try valid.withBytes { (bits) throws(Failure) in
                for (k, row) in rows.enumerated() where (bits[row >> 3] >> UInt8(row & 7)) & 1 == 0 { values[k] = .nan }
            }
        }
        return values
    }

    /// Value `i` of a numeric buffer of `storage`, as `writeNumbers` converts it.
    private static func number(_ storage: ArrowColumn.Storage, _ raw: UnsafeRawBufferPointer, _ i: Int) -> Double {
        switch storage {
        case .float(8): return Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)))
        case .float(4): return Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))))
        case .float: return ParquetValueConverter.half(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: i * 2, as: UInt16.self)))
        case .boolean: return Double((raw[i >> 3] >> UInt8(i & 7)) & 1)
        case .integer(let bytes, let signed): return integer(raw, at: i * bytes, bytes: bytes, signed: signed)
        case .days: return Double(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: Int32.self))) * 86_400
        case .scaled(let bytes, let units):
            let value = bytes == 4 ? Int64(Int32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: Int32.self)))
                : Int64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: Int64.self))
            let (seconds, rest) = value.quotientAndRemainder(dividingBy: units)
            return Double(seconds) + Double(rest) / Double(units)
        case .decimal(let bytes, let scale):
            var value = Double(Int8(bitPattern: raw[i * bytes + bytes - 1]))
            for k in stride(from: bytes - 2, through: 0, by: -1) { value = value * 256 + Double(raw[i * bytes + k]) }
            return value / pow(10, Double(scale))
        case .text, .dictionary, .unsupported: return .nan
        }
    }
}
