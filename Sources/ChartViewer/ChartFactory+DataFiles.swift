import ArgumentParser
import ChartData
import ChartKit
import Foundation

extension ChartFactory {
    /// Whether `path` is read through `TableFile` as a typed or compressed table (Excel, NumPy
    /// archives and record arrays, HDF5, JSON data, compressed text) rather than as CSV text.
    static func isTypedTableFile(_ path: String) -> Bool {
        if HDF5Table.splitDatasetPath(path) != nil { return true }
        guard let input = try? TableInput(path: path) else { return false }
        let format = TableFileFormat.detect(path: path, leadingBytes: input.leadingBytes)
        switch format {
        case .compressedText, .excel, .numpyArchive, .hdf5, .jsonData: return true
        // sktime .ts, Monash .tsf, ARFF: told by their header lines, read whole by TableFile.
        case .sktimeTS, .monashTSF, .arff: return true
        // Parquet and Arrow: makeTableChart reads them through TableFile (and TableLoad in the window).
        case .parquet, .arrowIPC: return false
        case .numpyArray: return NumPyTable.isStructuredNpy(path)
        case nil: return UnsupportedFormat.detect(path: path, leadingBytes: input.leadingBytes) != nil
        case .delimitedText, .jsonLines: return false
        }
    }

    /// Whether `path` is an HDF5 file (netCDF-4 included) with several datasets to choose from
    /// (`HDF5Table.choices`: data variables, not their coordinates), none chosen and none a
    /// surface over the others (`HDF5Table.firstSurface`): then the window prints every dataset,
    /// one a line, and exits 0 (`chartview FILE` is how to see what a file holds). A render of
    /// such a file draws nothing, so it fails in one line (`HDF5Table.table`) instead. One data
    /// variable beside its coordinates, or a surface over them, is drawn.
    static func listsDatasets(_ path: String?, options: ChartOptions) throws -> Bool {
        guard let path, options.dataset == nil, HDF5Table.splitDatasetPath(path) == nil,
              let input = try? TableInput(path: path), HDF5Table.isHDF5(leadingBytes: input.leadingBytes) else { return false }
        let datasets = try HDF5Table.datasets(path: path)
        let choices = HDF5Table.choices(datasets)
        // A surface over coordinates among them is drawn, as its render draws it (HDF5Table.table).
        guard choices.count > 1, try HDF5Table.firstSurface(in: datasets, path: path, file: path) == nil else { return false }
        for dataset in datasets { print(dataset) }
        let first = DataFileError.name(choices[0].path)
        let what = choices.count < datasets.count ? "data variables" : "datasets"
        FileHandle.standardError.write(Data("chartview: \(path): \(choices.count) \(what); choose one with \(path):\(first) or --dataset \(first)\n".utf8))
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
