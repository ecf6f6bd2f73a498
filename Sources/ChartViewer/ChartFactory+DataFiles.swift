import ArgumentParser
import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    /// Whether `path` (a `.json` file) is a chart spec rather than data: an object whose keys
    /// say so (`series` or `panes` as arrays, `data` naming a file), or whose keys are all
    /// spec keys. Arrays (records, rows) and objects of columns are data.
    static func isChartSpecFile(_ path: String) -> Bool {
        guard let input = try? TableInput(path: path) else { return true }
        let first = input.leadingBytes.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 >= 0x80) }
        // An array is data; anything else but an object is left to the spec reader's errors.
        guard first == UInt8(ascii: "{") else { return first != UInt8(ascii: "[") }
        // Specs are small (`maximumSpecBytes`); a larger object is data.
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        if size > maximumSpecBytes { return false }
        guard let (document, _) = try? scanSpec(path), case .object(let members) = document else { return true }
        for member in members {
            switch (member.key, member.value) {
            case ("series", .array), ("panes", .array), ("data", .scalar): return true
            default: continue
            }
        }
        // pandas' split orientation has columns + data arrays; every other table's keys are its
        // own names. A spec without series (a title and a data file) has only spec keys.
        return members.allSatisfy { specKeys.contains($0.key) } && !members.contains { $0.key == "data" }
    }

    /// The keys a spec's top level may have (ChartSpec's properties).
    static let specKeys: Set<String> = [
        "title", "theme", "size", "data", "type", "x", "y", "by", "agg", "dateFormat", "series", "xAxis", "yAxis",
        "xAxes", "yAxes", "legend", "annotations", "crosshair", "stacking", "panes", "columns", "live",
    ]

    /// Whether `path` is read through `TableFile` as a typed or compressed table (Excel, NumPy
    /// archives and record arrays, HDF5, JSON data, compressed text) rather than as CSV text.
    static func isTypedTableFile(_ path: String) -> Bool {
        if HDF5Table.splitDatasetPath(path) != nil { return true }
        guard let input = try? TableInput(path: path) else { return false }
        let format = TableFileFormat.detect(path: path, leadingBytes: input.leadingBytes)
        switch format {
        case .compressedText, .excel, .numpyArchive, .hdf5, .jsonData: return true
        // Parquet and Arrow: makeTableChart reads them through TableFile (and TableLoad in the window).
        case .parquet, .arrowIPC: return false
        case .numpyArray: return NumPyTable.isStructuredNpy(path)
        case nil: return UnsupportedFormat.detect(path: path, leadingBytes: input.leadingBytes) != nil
        case .delimitedText, .jsonLines: return false
        }
    }

    /// Whether `path` is an HDF5 file (netCDF-4 included) with several numeric datasets and none
    /// chosen: then the window prints them, one a line, and exits 0 (`chartview FILE` is how to
    /// see what a file holds). A render of such a file draws nothing, so it fails in one line
    /// (`HDF5Table.table`) instead.
    static func listsDatasets(_ path: String?, options: ChartOptions) throws -> Bool {
        guard let path, options.dataset == nil, HDF5Table.splitDatasetPath(path) == nil,
              let input = try? TableInput(path: path), HDF5Table.isHDF5(leadingBytes: input.leadingBytes) else { return false }
        let datasets = try HDF5Table.datasets(path: path)
        guard datasets.count > 1 else { return false }
        for dataset in datasets { print(dataset) }
        let first = DataFileError.name(HDF5Table.suggestionOrder(datasets)[0].path)
        FileHandle.standardError.write(Data("chartview: \(path): \(datasets.count) datasets; choose one with \(path):\(first) or --dataset \(first)\n".utf8))
        return true
    }

    /// The chart of a table file in any format `TableFile` reads, planned as a CSV is.
    static func makeChart(tableFile path: String, options: ChartOptions) throws -> Chart {
        let choice = try options.tableChoice()
        // `--no-cache` holds for compressed text too (`x.csv.gz` wrote its column cache anyway).
        let table = try TableFile.read(path, options: TableFile.Options(xKey: choice.x, sheet: options.sheet, dataset: options.dataset,
                                                                       cachesColumns: !options.noCache))
        let (chart, plan) = try planChart(table: table, file: path, title: fileTitle(path), choice: choice, strict: options.strict)
        if options.printSpec { print(try plan.specJSON(dataPath: path)) }
        return chart
    }
}
