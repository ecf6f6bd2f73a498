import ChartData
import Foundation

/// Fuzz targets of the table file formats (Formats/ in ChartData). HDF5 has none: libhdf5
/// reads files, not memory, and is not hardened against hostile files; its damaged-file
/// tests (FormatDamageTests) cover truncation and flipped bytes instead.
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
}
