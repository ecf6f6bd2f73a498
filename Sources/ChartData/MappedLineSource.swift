import ChartCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lines drawn straight from memory-mapped binary columns (`.npy`, raw): y is read in place when
/// it is little-endian Float64 (other types are converted once, in bounded chunks, into a mapped
/// Float64 copy: `Float64Copy`), x is evenly sampled
/// (start and step, no column) or a mapped column, and each line's min/max pyramid is built in
/// the background, cached beside the data (`PyramidSidecar`), while the chart already draws a
/// coarse picture that refines as the pyramid grows.
///
/// Attach it to a chart, start the builds, and have a window redraw on `onProgress`; each frame
/// takes in the progress made (`ChartObserver.chartWillBuildScene`) on the drawing thread.
///
/// ```swift
/// let file = try NpyFile(path: "signal.npy")
/// let source = try MappedLineSource(y: [try file.column(0)], xStart: 0, xStep: 1e-3)
/// source.attach(to: chart)
/// source.onProgress = { window.requestRedraw() }   // any thread
/// source.startBuilding()
/// ```
public final class MappedLineSource: ChartDataSource, ChartObserver {
    /// One line's y: a mapped column (read in place when it stores Float64, its pyramid cached
    /// beside the file) or values in memory (their pyramid built on first need, as an array's).
    public enum Line {
        case mapped(MappedColumn)
        case values([Double])
        /// Runs read in place from `file` (an Arrow file's record batches): never copied, its
        /// pyramid built in the background from the runs (`ChunkedPyramid`, not cached).
        case chunked(ChunkedColumn, file: MappedFile)
    }

    /// One line per y column, titled by `titles` (or "y", "column 1", …).
    public let series: [LineSeries]
    /// The series' data, in the order of `series`.
    public private(set) var data: [SeriesData]
    /// Set when a mapped file changed under the chart (truncated or rewritten): from then on the
    /// lines are empty: a truncated mapping's lost pages read as zeros (the SIGBUS guard).
    public private(set) var fileChange: BinaryFileError?
    /// Called on the drawing thread when `fileChange` is first set (say so, one line).
    public var onFileChanged: ((BinaryFileError) -> Void)?
    /// The mapped files read in place, checked once per frame.
    private var files: [MappedFile] = []
    /// The pyramids' caches (nil for a column converted into memory, whose pyramid is built on
    /// first need like any array's).
    public let sidecars: [PyramidSidecar?]
    /// The pyramids of chunked lines, built from their runs in place.
    private let chunkedPyramids: [ChunkedPyramid]
    /// Called on the building thread after each published step and at the end: wake the window.
    public var onProgress: (@Sendable () -> Void)?
    /// Points per published step (rounded down to whole leaves of 16).
    public var stepPoints = 1 << 24

    private let queue = DispatchQueue(label: "chartkit.mapped-line-pyramid")
    private let stopLock = NSLock()
    private var stopRequested = false
    private var observation: ChartObservation?

    /// Lines of the y `columns` over evenly sampled x, `xStart + index · xStep`.
    public convenience init(y columns: [MappedColumn], xStart: Double = 0, xStep: Double = 1,
                            titles: [String]? = nil) throws(BinaryFileError) {
        let count = columns.map(\.count).min() ?? 0
        try self.init(x: SeriesColumn(start: xStart, step: xStep, count: count), y: columns, titles: titles)
    }

    /// Lines of the y `columns` over the mapped x column `x`.
    public convenience init(x: MappedColumn, y columns: [MappedColumn], titles: [String]? = nil,
                            columnIndices: [Int]? = nil) throws(BinaryFileError) {
        try self.init(x: try x.seriesColumn(), y: columns, titles: titles, columnIndices: columnIndices)
    }

    /// Lines of the y `columns` over `x`; `columnIndices` name each column's place in its file
    /// for the cache's name when the file holds several.
    public convenience init(x: SeriesColumn, y columns: [MappedColumn], titles: [String]? = nil,
                            columnIndices: [Int]? = nil) throws(BinaryFileError) {
        try self.init(x: x, lines: columns.map { .mapped($0) }, titles: titles, columnIndices: columnIndices)
    }

    /// Lines over `x` of columns each mapped or already in memory (a file whose column is
    /// stored in pieces, such as an Arrow file's record batches, gathered once).
    public init(x: SeriesColumn, lines: [Line], titles: [String]? = nil,
                columnIndices: [Int]? = nil) throws(BinaryFileError) {
        var series: [LineSeries] = []
        var data: [SeriesData] = []
        var sidecars: [PyramidSidecar?] = []
        var columns: [MappedColumn] = []
        var chunkedPyramids: [ChunkedPyramid] = []
        var chunkedFiles: [MappedFile] = []
        for (i, line) in lines.enumerated() {
            let title = titles.flatMap { i < $0.count ? $0[i] : nil } ?? (lines.count == 1 ? "y" : "column \(i + 1)")
            series.append(LineSeries(title: title))
            let column: MappedColumn
            switch line {
            case .mapped(let mapped): column = mapped
            case .values(let values):
                data.append(SeriesData(x: x, y: SeriesColumn(values)))
                sidecars.append(nil)
                continue
            case .chunked(let chunked, let file):
                try file.checkUnchanged()
                chunkedFiles.append(file)
                let pyramid = ChunkedPyramid(column: chunked, releasesPages: true)
                chunkedPyramids.append(pyramid)
                for run in chunked.chunks { Self.advise(run, range: 0..<run.count, MADV_RANDOM) }
                // The preview sample's pages asked for at once, as for a mapped column.
                let stride = SeriesData.previewStride(forCount: chunked.count)
                for index in Swift.stride(from: 0, to: chunked.count, by: stride) {
                    chunked.forEachRun(in: index..<index + 1) { run, _ in Self.advise(run, range: 0..<1, MADV_WILLNEED) }
                }
                data.append(SeriesData(x: x, y: SeriesColumn(chunked: chunked), pyramid: pyramid.blocks))
                // The preview's reads mapped far more than their values: each fault maps its
                // neighbours too (fault-around, 64 KiB), and samples ~50 KB apart at 10^8 rows
                // map the whole column. They leave the mapping again (the page cache keeps them),
                // so resident memory holds only what the build and the frames read next.
                for run in chunked.chunks { ChunkedPyramid.release(run) }
                sidecars.append(nil)
                continue
            }
            columns.append(column)
            try column.file.checkUnchanged()
            // Narrow types are converted in bounded chunks into a mapped Float64 copy (`Float64Copy`);
            // its pyramid is cached beside the data like an f8 column's.
            let copy = column.inPlaceDoubles == nil ? try Float64Copy(of: column) : nil
            let y: SeriesColumn
            if let copy { y = SeriesColumn(borrowing: copy.buffer, owner: copy) } else { y = try column.seriesColumn() }
            if let buffer = column.inPlaceDoubles ?? copy?.buffer {
                let sidecar = PyramidSidecar(column: column, buffer: buffer, index: columnIndices.map { $0[i] })
                sidecars.append(sidecar)
                // Drawing reads a few values per bin, far apart: no read-ahead around them.
                Self.advise(buffer, range: 0..<buffer.count, MADV_RANDOM)
                if !sidecar.blocks.isComplete {
                    // The preview sample's pages are asked for all at once, so the disk serves
                    // them in parallel rather than one fault at a time.
                    let stride = SeriesData.previewStride(forCount: buffer.count)
                    for index in Swift.stride(from: 0, to: buffer.count, by: stride) {
                        Self.advise(buffer, range: index..<index + 1, MADV_WILLNEED)
                    }
                }
                data.append(SeriesData(x: x, y: y, pyramid: sidecar.blocks))
            } else {
                sidecars.append(nil)
                data.append(SeriesData(x: x, y: y))
            }
        }
        self.series = series
        self.data = data
        var files: [ObjectIdentifier: MappedFile] = [:]
        for column in columns { files[ObjectIdentifier(column.file)] = column.file }
        for file in chunkedFiles { files[ObjectIdentifier(file)] = file }
        self.files = Array(files.values)
        self.sidecars = sidecars
        self.chunkedPyramids = chunkedPyramids
    }

    deinit { stop() }

    /// Makes this the chart's datasource and lets each frame take in the pyramids' progress.
    public func attach(to chart: Chart) {
        chart.dataSource = self
        observation = chart.addObserver(self)
    }

    /// Builds the missing pyramids on a background thread, one after another.
    public func startBuilding() {
        let sidecars = self.sidecars.compactMap { $0 }.filter { !$0.blocks.isComplete }
        let chunked = chunkedPyramids.filter { !$0.blocks.isComplete }
        guard !sidecars.isEmpty || !chunked.isEmpty else { return }
        let chunkLeaves = Swift.max(1, stepPoints / PyramidBlocks.pointsPerLeaf)
        let stepPoints = self.stepPoints
        queue.async { [weak self] in
            _ = MappedLineSource.testGate
            for pyramid in chunked {
                pyramid.build(stepPoints: stepPoints) {
                    guard let self, !self.isStopped else { return false }
                    self.onProgress?()
                    return true
                }
            }
            for sidecar in sidecars {
                var released = 0
                sidecar.buildReading(chunkLeaves: chunkLeaves) { leaves in
                    guard let self, !self.isStopped else { return false }
                    // Pages the build read through the mapping (a fallback) leave it again.
                    released = Self.releaseMappedPages(of: sidecar, through: leaves, from: released)
                    self.onProgress?()
                    return true
                }
            }
            self?.onProgress?()
        }
    }

    /// A test's hold on the first build, when the environment names a FIFO in
    /// `CHARTKIT_BUILD_GATE`: the build opens it and reads it to its end before it reads any
    /// data. A test that holds the FIFO open for writing can change the data file once it is
    /// mapped and before the build reads it, then let the build go by closing its end: an
    /// event, not a race with the build (MappedFileChangeRenderTests). Once per process.
    private static let testGate: Void = {
        guard let path = ProcessInfo.processInfo.environment["CHARTKIT_BUILD_GATE"] else { return }
        // Opened without waiting for a writer (a test that let go already has none), then read
        // blocking: the read ends when the last writer closes, at once when there is none.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        var byte: UInt8 = 0
        while true {
            let got = read(descriptor, &byte, 1)
            if got > 0 || (got < 0 && errno == EINTR) { continue }
            return
        }
    }()

    /// Builds the missing pyramids here and now (for rendering without a window, and tests).
    public func buildNow() {
        startBuilding()
        waitUntilBuilt()
    }

    /// Blocks until the builds started so far have ended.
    public func waitUntilBuilt() {
        queue.sync {}
    }

    /// Stops the builds at their next step; a cache left incomplete is not kept.
    public func stop() {
        stopLock.lock()
        stopRequested = true
        stopLock.unlock()
    }

    /// Whether some line still draws part of itself from its preview sample.
    public var isRefining: Bool { data.contains { $0.isRefining } }

    private var isStopped: Bool {
        stopLock.lock()
        defer { stopLock.unlock() }
        return stopRequested
    }

    /// `madvise` over the pages holding values `range` of `column` (clipped to it).
    static func advise(_ column: UnsafeBufferPointer<Double>, range: Range<Int>, _ advice: Int32) {
        guard let base = column.baseAddress else { return }
        let lower = Swift.max(0, range.lowerBound), upper = Swift.min(column.count, range.upperBound)
        guard lower < upper else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = Int(bitPattern: base + lower) / page * page
        let end = Int(bitPattern: base + upper)
        madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, advice)
    }

    /// The data pages the build has passed leave the process's mapping (they stay in the page
    /// cache), so resident memory does not grow with the file. Returns the byte offset reached.
    private static func releaseMappedPages(of sidecar: PyramidSidecar, through leaves: Int, from released: Int) -> Int {
        guard let base = sidecar.columnBase else { return released }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: base) + released) / page * page
        let end = (Int(bitPattern: base) + leaves * PyramidBlocks.pointsPerLeaf * 8) / page * page
        guard end > start else { return released }
        madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_DONTNEED)
        return end - Int(bitPattern: base)
    }

    // MARK: ChartDataSource

    public func numberOfSeries(in chart: Chart) -> Int { series.count }
    public func chart(_ chart: Chart, seriesAt index: Int) -> ChartSeries { series[index] }
    public func chart(_ chart: Chart, numberOfPointsInSeriesAt seriesIndex: Int) -> Int { data[seriesIndex].count }
    public func chart(_ chart: Chart, pointAt pointIndex: Int, inSeriesAt seriesIndex: Int) -> DataPoint {
        DataPoint(x: data[seriesIndex].x[pointIndex], y: data[seriesIndex].y[pointIndex])
    }
    public func chart(_ chart: Chart, seriesDataAt seriesIndex: Int) -> SeriesData? { data[seriesIndex] }

    // MARK: ChartObserver

    public func chartWillBuildScene(_ chart: Chart) {
        // One fstat per file and frame: a file truncated or rewritten since the last frame is
        // caught before this frame reads it.
        if checkFiles(of: chart) { return }
        var changed = false
        for series in data where series.absorbPyramidProgress() { changed = true }
        if changed { chart.refitAxes() }
    }

    public func chartDidBuildScene(_ chart: Chart) {
        // A truncation racing this frame made its reads of lost pages return zeros (the mapping's
        // SIGBUS guard): the frame is not trusted; the lines empty and the window draws again.
        if checkFiles(of: chart) { onProgress?() }
    }

    /// Checks every mapped file (data and caches) for a change since it was mapped; on the first
    /// one found, stops the builds, empties the lines, sets `fileChange` and calls
    /// `onFileChanged`. Returns whether the lines are (now) empty because of a change. Frames
    /// call it before and after they are built; call it after drawing without a chart's frames:
    ///
    /// ```swift
    /// if source.checkFiles(of: chart), let change = source.fileChange { print(change) }
    /// ```
    @discardableResult
    public func checkFiles(of chart: Chart) -> Bool {
        guard fileChange == nil else { return true }
        for file in files + sidecars.compactMap({ $0?.cacheFile }) {
            do {
                try file.checkUnchanged()
            } catch {
                fileChange = error
                stop()
                data = data.map { _ in SeriesData(x: [], y: []) }
                chart.reloadData()
                onFileChanged?(error)
                return true
            }
        }
        return false
    }
}

extension MappedColumn {
    /// The column's values as Float64 in place, when it stores them so (little-endian `f8`,
    /// contiguous); nil otherwise.
    public var inPlaceDoubles: UnsafeBufferPointer<Double>? {
        guard type == NumericType(kind: .float, size: 8), stride == 8, offset % 8 == 0, let base = file.base else {
            return nil
        }
        return UnsafeBufferPointer(start: (base + offset).assumingMemoryBound(to: Double.self), count: count)
    }

    /// The column for a series: read in place when `inPlaceDoubles` allows, else converted once
    /// in bounded chunks into a mapped Float64 copy (`Float64Copy`: refused in one line before
    /// anything is allocated when even that cannot fit).
    public func seriesColumn() throws(BinaryFileError) -> SeriesColumn {
        if let buffer = inPlaceDoubles { return SeriesColumn(borrowing: buffer, owner: file) }
        let copy = try Float64Copy(of: self)
        return SeriesColumn(borrowing: copy.buffer, owner: copy)
    }

    /// The values converted into an array of Doubles, after checking that the array and what
    /// drawing builds beside it (its min/max pyramid: about as much again) fit in the memory the
    /// process may still use; `.conversionTooLarge` otherwise, before anything is allocated. A
    /// raw `u8` file of 10^9 values would need 8 GB as Doubles.
    public func convertedDoubles() throws(BinaryFileError) -> [Double] {
        let needed = CheckedSize.product([count, MemoryLayout<Double>.size, 2])
        try MemoryBudget.check(bytes: needed) { limit in
            BinaryFileError.conversionTooLarge(path: file.path, count: count, bytes: needed ?? .max, limit: limit)
        }
        return doubles()
    }
}
