#!/usr/bin/env python3
"""Writes seed inputs for the `sidecar` fuzz target (Tests/Fuzz/Corpus/sidecar/): column caches in
ColumnCacheSidecar's format 3 (ColumnCacheSidecar+Layout.swift) of small tables with numbers, a
text column, a cell warning, a value kind and a unit. Their last byte is odd, so the target skips
the checksums (it takes the identity and options from the header) and reads the metadata and
columns. Usage: Tests/Fuzz/make-sidecar-seeds.py"""
import os
import struct

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus", "sidecar")


def text(value):
    data = value.encode()
    return struct.pack("<I", len(data)) + data


def texts(values):
    return struct.pack("<Q", len(values)) + b"".join(text(v) for v in values)


def word(value):
    return struct.pack("<q" if value < 0 else "<Q", value)


def error(file, line, column, problem):
    return text(file) + word(line) + word(column) + text(problem)


def cache(numeric, text_columns, kinds, units, warnings, rows):
    names = list(numeric) + list(text_columns)
    meta = texts(names) + texts(list(numeric))
    meta += word(len(kinds)) + b"".join(text(k) + text(v) for k, v in sorted(kinds.items()))
    meta += word(len(units)) + b"".join(text(k) + text(v) for k, v in sorted(units.items()))
    meta += word(0)
    meta += word(len(warnings)) + b"".join(error("f.csv", 3, 2, '"n/a" is not a number') + text(c) + word(n) for c, n in warnings)
    meta += word(0)
    meta += texts(sorted(text_columns))
    codes = []
    for name in sorted(text_columns):
        dictionary = list(dict.fromkeys(text_columns[name]))
        meta += texts(dictionary)
        codes.append([dictionary.index(cell) for cell in text_columns[name]])
    # The evidence block: a build stamp (no build's: read, not kept) and each numeric column's
    # 9 words (filled, distinct, sample size, flags: isNumeric, low/high/magnitude present, ...).
    meta += word(0x5EED) + word(len(numeric))
    for name, values in numeric.items():
        filled = [v for v in values if v == v]
        flags = (1 << 1) | ((1 << 8) | (1 << 9) | (1 << 10) if filled else 0)
        low, high = (min(filled), max(filled)) if filled else (0.0, 0.0)
        meta += text(name) + word(len(filled)) + word(len(set(filled))) + word(len(filled)) + word(flags) + word(0)
        meta += struct.pack("<dddd", 0.0, low, high, max(abs(low), abs(high)))
    meta_length = len(meta)
    meta += b"\0" * ((8 - meta_length % 8) % 8)
    sections = len(numeric) + len(codes)
    data_start = 16 * 8 + sections * 16 + len(meta)
    offset, table, data = data_start, b"", b""
    for values in numeric.values():
        table += word(offset) + word(0)
        data += struct.pack(f"<{rows}d", *values)
        offset += rows * 8
    for column in codes:
        table += word(offset) + word(0)
        data += struct.pack(f"<{rows}I", *column)
        offset += rows * 4
    data += b"\x01"  # odd last byte: checksums skipped
    length = data_start + len(data)
    header = [0x3230304C4F434B43, 3, 1000, 1_700_000_000, 5, 42, 7, 9, rows, len(numeric), len(codes), meta_length, length, 0, 0, 0]
    return b"".join(word(w) for w in header) + table + meta + data


def main():
    os.makedirs(HERE, exist_ok=True)
    seeds = {
        "numbers": cache({"t": [0.0, 1.0, 2.0], "v": [1.5, float("nan"), -2.0]}, {}, {}, {}, [], 3),
        "text-and-warnings": cache({"v": [1.0, 2.0, 3.0, 4.0]}, {"kind": ["a", "b", "a", ""]}, {"v": "integer"},
                                   {"v": "degC"}, [("v", 1)], 4),
        "dates-as-seconds": cache({"t": [0.0, 86400.0]}, {"station": ["x", "y"]}, {"t": "date"}, {}, [], 2),
    }
    for name, data in seeds.items():
        with open(os.path.join(HERE, name), "wb") as out:
            out.write(data)


if __name__ == "__main__":
    main()
