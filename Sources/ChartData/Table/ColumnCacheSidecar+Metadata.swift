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

        /// Each distinct cell once, in order of first appearance, and each row's index into them.
        static func dictionaryEncode(_ cells: [String]) -> (dictionary: [String], codes: [UInt32]) {
            var index: [String: UInt32] = [:]
            var dictionary: [String] = []
            var codes: [UInt32] = []
            codes.reserveCapacity(cells.count)
            for cell in cells {
                if let code = index[cell] {
                    codes.append(code)
                } else {
                    let code = UInt32(dictionary.count)
                    index[cell] = code
                    dictionary.append(cell)
                    codes.append(code)
                }
            }
            return (dictionary, codes)
        }

        struct Writer {
            var bytes: [UInt8] = []

            mutating func word(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
            mutating func int(_ value: Int?) { word(UInt64(bitPattern: Int64(value ?? -1))) }
            mutating func string(_ text: String) {
                let utf8 = Array(text.utf8)
                withUnsafeBytes(of: UInt32(utf8.count).littleEndian) { bytes += $0 }
                bytes += utf8
            }
            mutating func strings(_ texts: [String]) {
                word(UInt64(texts.count))
                for text in texts { string(text) }
            }
            mutating func error(_ error: DataFileError) {
                string(error.file)
                int(error.line)
                int(error.column)
                string(error.problem)
            }

            mutating func write(table: DataTable, textNames: [String]) {
                strings(table.columnNames)
                strings(table.columns.map(\.name))
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
