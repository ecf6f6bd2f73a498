import Foundation

extension ColumnCacheSidecar {
    /// Everything of a table but its columns' values: names in file order, numeric column names,
    /// value kinds, units, cell warnings, mixed columns, and each text column's dictionary.
    ///
    /// Counts are 64-bit words, texts a 32-bit length and UTF-8 bytes, an optional number -1
    /// when absent. Read back with every count checked against the bytes left, so a damaged
    /// cache is refused before anything is allocated for it.
    struct Metadata {
        var columnNames: [String] = []
        var numericNames: [String] = []
        var valueKinds: [String: ValueKind] = [:]
        var units: [String: String] = [:]
        var columnOrderIsArbitrary = false
        var cellWarnings: [DataTable.CellWarning] = []
        var mixedColumns: [String: DataTable.MixedColumn] = [:]
        var textNames: [String] = []
        var dictionaries: [[String]] = []
        /// Numeric columns' `ColumnEvidence`, by name; read back only by the build that wrote
        /// them (`buildStamp`): another build's inference may define them otherwise.
        var evidence: [String: ColumnEvidence] = [:]
        /// The text columns of ISO times, the last numeric columns, and each one's layout.
        var isoTimeNames: [String] = []
        var isoTimeLayouts: [ISODateLayout] = []

        /// The table these describe, its columns empty until their values are read.
        func table(rowCount: Int, numericCount: Int) -> DataTable? {
            guard numericNames.count == numericCount, dictionaries.count == textNames.count,
                  Set(textNames).count == textNames.count else { return nil }
            var table = DataTable(columns: numericNames.map { DataTable.Column(name: $0, values: []) }, rowCount: rowCount)
            table.columnNames = columnNames
            table.valueKinds = valueKinds
            table.units = units
            table.columnOrderIsArbitrary = columnOrderIsArbitrary
            table.cellWarnings = cellWarnings
            table.mixedColumns = mixedColumns
            return table
        }

        /// The running program's size and modification time, hashed: what says a cache's
        /// evidence was computed by this very build.
        static let buildStamp: UInt64 = {
            var status = stat()
            guard stat("/proc/self/exe", &status) == 0 else { return 0 }
            return fnv1a(Array("\(status.st_size) \(status.st_mtim.tv_sec) \(status.st_mtim.tv_nsec) \(status.st_ino)".utf8))
        }()

        /// Flags of an encoded `ColumnEvidence`, one bit each.
        private static let evidenceFlags = ["distinctIsSampled", "isNumeric", "isInteger", "isIncreasing", "isDecreasing",
                                            "isEvenlySpaced", "countsRows", "step", "low", "high", "magnitude"]

        /// `evidence` as 9 words: filled, distinct, sample size, flags, counted rows' offset,
        /// step, low, high, magnitude (bit patterns). Only what `ColumnEvidence(values:)` sets:
        /// `ColumnCacheSidecarTests` checks the round trip, so a new statistic there shows.
        static func words(of evidence: ColumnEvidence) -> [UInt64] {
            let present = [evidence.distinctIsSampled, evidence.isNumeric, evidence.isInteger, evidence.isIncreasing,
                           evidence.isDecreasing, evidence.isEvenlySpaced, evidence.countsRows != nil, evidence.step != nil,
                           evidence.low != nil, evidence.high != nil, evidence.magnitude != nil]
            let flags = present.enumerated().reduce(UInt64(0)) { $0 | ($1.element ? 1 << UInt64($1.offset) : 0) }
            return [UInt64(evidence.filled), UInt64(evidence.distinct), UInt64(evidence.distinctSampleSize), flags,
                    UInt64(bitPattern: Int64(evidence.countsRows ?? 0)), (evidence.step ?? 0).bitPattern,
                    (evidence.low ?? 0).bitPattern, (evidence.high ?? 0).bitPattern, (evidence.magnitude ?? 0).bitPattern]
        }

        static func evidence(from words: [UInt64]) -> ColumnEvidence? {
            guard words.count == 9, words[3] < 1 << evidenceFlags.count,
                  let filled = Int(exactly: words[0]), let distinct = Int(exactly: words[1]), let sample = Int(exactly: words[2])
            else { return nil }
            func flag(_ index: Int) -> Bool { words[3] & (1 << UInt64(index)) != 0 }
            var evidence = ColumnEvidence()
            evidence.filled = filled
            evidence.distinct = distinct
            evidence.distinctSampleSize = sample
            evidence.distinctIsSampled = flag(0)
            evidence.isNumeric = flag(1)
            evidence.isInteger = flag(2)
            evidence.isIncreasing = flag(3)
            evidence.isDecreasing = flag(4)
            evidence.isEvenlySpaced = flag(5)
            evidence.countsRows = flag(6) ? Int(Int64(bitPattern: words[4])) : nil
            evidence.step = flag(7) ? Double(bitPattern: words[5]) : nil
            evidence.low = flag(8) ? Double(bitPattern: words[6]) : nil
            evidence.high = flag(9) ? Double(bitPattern: words[7]) : nil
            evidence.magnitude = flag(10) ? Double(bitPattern: words[8]) : nil
            return evidence
        }

        /// Each distinct cell once, in order of first appearance, and each row's index into them.
        /// A column whose first cells are mostly distinct (dates, names: no category) keeps every
        /// cell as its own entry, in row order: hashing 10^6 date strings into a dictionary was
        /// half the first open of a dated file (perf), and finds nothing to share.
        static func dictionaryEncode(_ cells: [String]) -> (dictionary: [String], codes: [UInt32]) {
            let sample = cells.prefix(distinctSampleCells)
            if sample.count >= 1024, Set(sample).count * 2 > sample.count {
                return (cells, (0..<cells.count).map { UInt32(truncatingIfNeeded: $0) })
            }
            var index: [String: UInt32] = [:]
            var dictionary: [String] = []
            var codes: [UInt32] = []
            codes.reserveCapacity(cells.count)
            var previous: (cell: String, code: UInt32)?
            for cell in cells {
                if let previous, previous.cell == cell {
                    codes.append(previous.code)  // runs of one label: no hashing
                } else if let code = index[cell] {
                    previous = (cell, code)
                    codes.append(code)
                } else {
                    let code = UInt32(dictionary.count)
                    index[cell] = code
                    dictionary.append(cell)
                    codes.append(code)
                    previous = (cell, code)
                }
            }
            return (dictionary, codes)
        }

        /// The first cells of a text column looked at to tell a category from distinct texts.
        static let distinctSampleCells = 1 << 16

        struct Writer {
            var bytes: [UInt8] = []

            mutating func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
            mutating func int(_ value: Int?) { word(UInt64(bitPattern: Int64(value ?? -1))) }
            mutating func string(_ text: String) {
                var text = text
                text.withUTF8 { utf8 in
                    withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes += $0 }
                    bytes.append(contentsOf: utf8)
                }
            }
            mutating func strings(_ texts: [String]) {
                // Room for them all at once: a column of 10^7 distinct cells, grown by doubling,
                // took up to twice its bytes.
                bytes.reserveCapacity(bytes.count + 8 + texts.reduce(0) { $0 + 4 + $1.utf8.count })
                word(UInt64(texts.count))
                for text in texts { string(text) }
            }
            mutating func error(_ error: DataFileError) {
                string(error.file)
                int(error.line)
                int(error.column)
                string(error.problem)
            }

            mutating func write(table: DataTable, numericNames: [String], textNames: [String]) {
                strings(table.columnNames)
                strings(numericNames)
                let kinds = table.valueKinds.sorted { $0.key < $1.key }
                word(UInt64(kinds.count))
                for (name, kind) in kinds {
                    string(name)
                    string(kind.rawValue)
                }
                let units = table.units.sorted { $0.key < $1.key }
                word(UInt64(units.count))
                for (name, unit) in units {
                    string(name)
                    string(unit)
                }
                word(table.columnOrderIsArbitrary ? 1 : 0)
                word(UInt64(table.cellWarnings.count))
                for warning in table.cellWarnings {
                    error(warning.firstCell)
                    string(warning.column)
                    int(warning.count)
                }
                let mixed = table.mixedColumns.sorted { $0.key < $1.key }
                word(UInt64(mixed.count))
                for (name, column) in mixed {
                    string(name)
                    error(column.firstCell)
                    int(column.numbers)
                    int(column.filled)
                }
                strings(textNames)
            }

            /// After the dictionaries: the build stamp, then each column's name and evidence words.
            mutating func write(evidence: [String: ColumnEvidence]) {
                word(buildStamp)
                let sorted = evidence.sorted { $0.key < $1.key }
                word(UInt64(sorted.count))
                for (name, evidence) in sorted {
                    string(name)
                    for value in Metadata.words(of: evidence) { word(value) }
                }
            }
        }

        /// Reads the metadata of `textCount` text columns from `bytes`; nil unless they hold
        /// exactly that.
        init?(_ bytes: UnsafeRawBufferPointer, textCount: Int) {
            var reader = Reader(bytes: bytes)
            guard let columnNames = reader.strings(), let numericNames = reader.strings(),
                  let kindCount = reader.count(elementBytes: 8) else { return nil }
            self.columnNames = columnNames
            self.numericNames = numericNames
            for _ in 0..<kindCount {
                guard let name = reader.string(), let raw = reader.string(), let kind = ValueKind(rawValue: raw) else { return nil }
                valueKinds[name] = kind
            }
            guard let unitCount = reader.count(elementBytes: 8) else { return nil }
            for _ in 0..<unitCount {
                guard let name = reader.string(), let unit = reader.string() else { return nil }
                units[name] = unit
            }
            guard let flags = reader.word(), flags <= 1, let warningCount = reader.count(elementBytes: 40) else { return nil }
            columnOrderIsArbitrary = flags == 1
            for _ in 0..<warningCount {
                guard let first = reader.error(), let column = reader.string(), let count = reader.int(), count >= 0 else { return nil }
                cellWarnings.append(DataTable.CellWarning(firstCell: first, column: column, count: count))
            }
            guard let mixedCount = reader.count(elementBytes: 48) else { return nil }
            for _ in 0..<mixedCount {
                guard let name = reader.string(), let first = reader.error(), let numbers = reader.int(), let filled = reader.int(),
                      numbers >= 0, filled >= 0 else { return nil }
                mixedColumns[name] = DataTable.MixedColumn(firstCell: first, numbers: numbers, filled: filled)
            }
            guard let textNames = reader.strings(), textNames.count == textCount else { return nil }
            self.textNames = textNames
            for _ in 0..<textCount {
                guard let dictionary = reader.strings() else { return nil }
                dictionaries.append(dictionary)
            }
            guard let stamp = reader.word(), let evidenceCount = reader.count(elementBytes: 4 + 9 * 8) else { return nil }
            for _ in 0..<evidenceCount {
                guard let name = reader.string() else { return nil }
                var words: [UInt64] = []
                for _ in 0..<9 {
                    guard let value = reader.word() else { return nil }
                    words.append(value)
                }
                guard let read = Metadata.evidence(from: words) else { return nil }
                if stamp == Metadata.buildStamp { evidence[name] = read }
            }
            // The ISO time columns' names and a cell of each one's layout (1970-01-01…).
            guard let isoNames = reader.strings(), let isoCells = reader.strings(), isoNames.count == isoCells.count,
                  Set(isoNames).count == isoNames.count else { return nil }
            for cell in isoCells {
                // A zoned layout's offsets follow the times' numbers (`ColumnCacheSidecar.decode`).
                guard let layout = ISODateLayout(cell: cell.utf8) else { return nil }
                isoTimeLayouts.append(layout)
            }
            isoTimeNames = isoNames
            guard reader.offset == bytes.count else { return nil }
        }

        struct Reader {
            let bytes: UnsafeRawBufferPointer
            var offset = 0

            mutating func word() -> UInt64? {
                guard bytes.count - offset >= 8 else { return nil }
                defer { offset += 8 }
                return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }

            mutating func int() -> Int? {
                word().map { Int(Int64(bitPattern: $0)) }
            }

            /// A count of elements each at least `elementBytes` long: never more than the bytes left allow.
            mutating func count(elementBytes: Int) -> Int? {
                guard let value = word(), value <= UInt64((bytes.count - offset) / elementBytes) else { return nil }
                return Int(value)
            }

            mutating func string() -> String? {
                guard bytes.count - offset >= 4 else { return nil }
                let length = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                guard bytes.count - offset - 4 >= length else { return nil }
                defer { offset += 4 + length }
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset + 4..<offset + 4 + length]), as: UTF8.self)
            }

            mutating func strings() -> [String]? {
                guard let count = count(elementBytes: 4) else { return nil }
                var texts: [String] = []
                texts.reserveCapacity(count)
                for _ in 0..<count {
                    guard let text = string() else { return nil }
                    texts.append(text)
                }
                return texts
            }

            mutating func error() -> DataFileError? {
                guard let file = string(), let line = int(), let column = int(), let problem = string() else { return nil }
                return DataFileError(file: file, line: line < 0 ? nil : line, column: column < 0 ? nil : column, problem: problem)
            }
        }
    }
}
