#!/usr/bin/env python3
"""Writes the seed inputs of the untrusted-input fuzz targets (npy, sql, live, specfiles, clickhouse) into
Tests/Fuzz/Corpus/TARGET/seed-*. libFuzzer grows the corpus from them (Scripts/fuzz)."""
import os
import struct

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Corpus")


def npy(descr, shape, fortran=False, data=b"", version=1):
    header = "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" % (descr, "True" if fortran else "False", shape)
    preamble = 10 if version == 1 else 12
    while (preamble + len(header) + 1) % 64:
        header += " "
    header += "\n"
    size = struct.pack("<H", len(header)) if version == 1 else struct.pack("<I", len(header))
    return b"\x93NUMPY" + bytes([version, 0]) + size + header.encode() + data


seeds = {
    "npy": {
        "f8": npy("<f8", "(4,)", data=struct.pack("<4d", 0, 1, 2, 3)),
        "u1-fortran": npy("|u1", "(3, 2)", fortran=True, data=bytes(range(6))),
        "wrap": npy("<f8", "(4294967296, 4294967296)", data=bytes(64)),
        "empty-wide": npy("<i4", "(0, 1099511627776)"),
        "v2-big-endian": npy(">f4", "(2,)", data=struct.pack(">2f", 1.5, -2), version=2),
    },
    "sql": {
        "small": bytes(range(0, 256, 7)),
        "postgres": bytes([1, 3, 0, 3, 0, 1, 0, 6, 2, 5, 3, 3, 4, 2, 2, 1, 130, 1, 2, 3, 4, 5, 6, 7, 8]) * 3,
    },
    "live": {
        "csv": b"\x03\x00x,y\n1,2\n3,4\n5,6\n",
        "jsonl": b'\x02\x01{"t": 1, "a": 2}\n{"t": 2, "a": 3, "b": "x"}\n',
        "keys": b'\x05\x00{"k": "a", "v": 1}\n{"k": "b", "v": 2}\n',
    },
    "clickhouse": {
        "m4": b"NULL\tk\tn\targMin(x, x)\targMin(y0, x)\nNullable(Nothing)\tInt64\tUInt64\tFloat64\tFloat64\n"
              b"\\N\t0\t300\t102\t0.852108021949363\n\\N\t1\t3\tnan\t-inf\n",
        "escapes": b"s\tt\nString\tNullable(DateTime('UTC'))\na\\tb\\\\n\\N\t\\N\n\\0\\x\t2020-01-01 00:00:00\n",
        "appended-error": b"x\nInt64\n1\n2\nCode: 241, e.displayText() = DB::Exception: Memory limit exceeded, e.what() = DB::Exception\n",
        "dead-shard": b"Code: 279, e.displayText() = DB::NetException: All connection tries failed. Log: \n\n"
                      b"Code: 210, e.displayText() = DB::NetException: Connection refused (127.0.0.1:9001), e.what() = DB::NetException\n",
    },
    "specfiles": {
        "inside": b"sub/d.csv\x00x,y\n1,2\n2,3\n",
        "escape": b"../../etc/passwd\x00x,y\n",
        "absolute": b"/etc/passwd\x00",
        "database": b"postgresql://u:hunter2@h/db\x00",
        "cells": b"sub/d.csv\x00x,y\n1,secret\n2,3\n",
        "newline": b"sub/\nd.csv\x00",
    },
}

for target, files in seeds.items():
    folder = os.path.join(root, target)
    os.makedirs(folder, exist_ok=True)
    for name, data in files.items():
        with open(os.path.join(folder, "seed-" + name), "wb") as f:
            f.write(data)
