#!/usr/bin/env python3
"""Writes the seed inputs of the untrusted-input fuzz targets (npy, sql, live, specfiles, clickhouse, stdin) into
Tests/Fuzz/Corpus/TARGET/seed-*. libFuzzer grows the corpus from them (Scripts/fuzz)."""
import bz2
import gzip
import lzma
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
    # The first byte: bit 0 wraps the rest in gzip (stored blocks), bit 1 sets the x key "t",
    # the rest the size of the pieces the spool is fed in (FuzzTargets+StandardInput.swift).
    "stdin": {
        "csv": b"\x00x,y\n1,2\n3,4\n5,6\n",
        "csv-wrapped": b"\x05x,y\n1,2\n3,4\n5,oops\n",
        "gzip": b"\x00" + gzip.compress(b"x,y\n1,2\n3,4\n", mtime=0),
        "bzip2": b"\x08" + bz2.compress(b"t;v\n1;2,5\n2;3,5\n"),
        "xz": b"\x00" + lzma.compress(b"a\tb\n1\t2\n"),
        "jsonl": b'\x02{"t": 1, "a": 2}\n{"t": 2, "a": 3, "b": "x"}\n',
        "jsonl-wrapped": b'\x03{"t": 1, "a": 2}\n{"t": 2}\n',
        "json-array": b'\x01[{"x": 1, "y": 2}, {"x": 2, "y": 3}]',
        "npy": b"\x00" + npy("<f8", "(3,)", data=struct.pack("<3d", 1, 2, 3)),
        "not-text": b"\x00x,y\n1,2\x00\n",
        "report": b"\x01Run 7 report\n\nname value\na 1\nb 2\nc 3\n",
        "ragged": b"\x00x,y\n1,2\n3,4,5\n",
    },
}

for target, files in seeds.items():
    folder = os.path.join(root, target)
    os.makedirs(folder, exist_ok=True)
    for name, data in files.items():
        with open(os.path.join(folder, "seed-" + name), "wb") as f:
            f.write(data)
