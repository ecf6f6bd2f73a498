import ChartData
import Foundation

/// Fuzz targets of the table file formats (Formats/ in ChartData).
extension FuzzTargets {
    /// The four decompressors on the bytes, their output bounded (1 MiB: past that a bomb only
    /// costs time, the decompressors' own caps are the readers' tests' business), then the text
    /// reader on what came out.
    static func compressed(_ bytes: [UInt8]) {
        for compression in TextCompression.allCases {
            do throws(DataFileError) {
                let decompressor = try StreamDecompressor(compression, file: "fuzz.gz")
                var text: [UInt8] = []
                try bytes.withUnsafeBufferPointer { buffer throws(DataFileError) in
                    try decompressor.decompress(UnsafeRawBufferPointer(buffer), isFinal: true) { piece throws(DataFileError) in
                        text.append(contentsOf: piece)
                        if text.count > 1 << 20 { throw DataFileError(file: "fuzz.gz", problem: "too long") }
                    }
                }
                delimited(text)
            } catch {
                requireOneLine(error.description)
            }
        }
        // The whole-text reads of a compressed file (the text layouts and the table under a
        // report): bounded, the head a prefix of the whole, nothing thrown. The input is one
        // file in this process's scratch folder, written over in place.
        let path = scratch + "/fuzz.gz"
        guard writeScratchFile(bytes, to: path) else { return }
        for compression in TextCompression.allCases {
            let head = CompressedTableReader.decompressedHead(path: path, compression: compression, file: path)
            precondition(head.count <= TextLayout.sniffBytes, "the head is bounded")
            if let whole = CompressedTableReader.wholeText(path: path, compression: compression, file: path, limit: 1 << 20) {
                precondition(whole.count <= 1 << 20 && whole.starts(with: head), "the head is the whole text's start")
            }
        }
    }

    /// The zip reader and the Excel workbook and sheet readers.
    static func xlsx(_ bytes: [UInt8]) {
        do throws(DataFileError) {
            var zip = try ZipArchive(bytes: bytes, file: "fuzz.xlsx")
            zip.verifiesChecksums = false
            let workbook = try ExcelWorkbook(zip: zip, limit: 64 << 20)
            requireConsistent(try ExcelTable.table(workbook: workbook, sheet: nil))
        } catch {
            requireOneLine(error.description)
        }
    }

    /// The JSON data reader (records, columns, index, split, values).
    static func jsonData(_ bytes: [UInt8]) {
        do throws(DataFileError) {
            requireConsistent(try JSONDataTable.table(from: bytes, file: "fuzz.json"))
        } catch {
            requireOneLine(error.description)
        }
    }

    /// A time-series learning format's reader (`.ts`, `.tsf`, ARFF): a table whose columns all
    /// have its row count, whose stated row series name columns it has, or one line; and the
    /// header sniff that sends a file to it.
    static func timeSeriesFile(_ bytes: [UInt8], read: ([UInt8]) throws(DataFileError) -> DataTable) {
        _ = TableFileFormat.headerFormat(leadingBytes: Array(bytes.prefix(4096)))
        do throws(DataFileError) {
            let table = try read(bytes)
            requireConsistent(table)
            if let stated = table.statedRowSeries {
                precondition(stated.positionColumns.count == stated.positions.count, "positions and their columns differ")
                for name in stated.positionColumns { precondition(table.column(named: name) != nil, "a stated position is no column") }
                if let rows = RowSeriesTable(table) { requireConsistent(rows.long(table)) }
            }
        } catch {
            requireOneLine(error.description)
        }
    }

    /// The `.npy` header and record parser, and the same bytes as an `.npz` archive.
    static func numpy(_ bytes: [UInt8]) {
        do throws(DataFileError) {
            requireConsistent(try NumPyTable.table(npyBytes: bytes, file: "fuzz.npy"))
        } catch {
            requireOneLine(error.description)
        }
        do throws(DataFileError) {
            var zip = try ZipArchive(bytes: bytes, file: "fuzz.npz")
            zip.verifiesChecksums = false
            requireConsistent(try NumPyTable.table(npz: zip, limit: 64 << 20))
        } catch {
            requireOneLine(error.description)
        }
    }

    /// The HDF5 reader (`HDF5Table`, over libhdf5) on the bytes as a file: the dataset listing,
    /// then each listed dataset (at most 4) read as a table, its values bounded (16 MiB).
    /// libhdf5 opens files by name, the way chartview reads them, so each input is written to
    /// a file in this process's own scratch folder and read back from there.
    /// libhdf5 runs in the child process (`HDF5ChildProcess`), so a crash or hang of the library
    /// is a one-line error here like any other; the reader must be found, or nothing is tested.
    static func hdf5(_ bytes: [UInt8]) {
        precondition(HDF5ChildProcess.readerExecutable() != nil, "no HDF5 reader: build chartview or set CHARTVIEW_HDF5_READER")
        // Under libFuzzer's 10 s timeout: a hang is this target's finding only when it is not one line.
        HDF5ChildProcess.stallLimit = 5
        let path = scratch + "/fuzz.h5"
        guard writeScratchFile(bytes, to: path) else { return }
        do throws(DataFileError) {
            let datasets = try HDF5Table.datasets(path: path, file: "fuzz.h5")
            for dataset in datasets.prefix(4) {
                do throws(DataFileError) {
                    requireConsistent(try HDF5Table.table(path: path, file: "fuzz.h5", dataset: dataset.path, limit: 16 << 20))
                } catch {
                    requireOneLine(error.description)
                }
            }
        } catch {
            requireOneLine(error.description)
        }
    }
}
