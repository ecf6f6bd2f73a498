"""What the real-data corpus exporters share: the writers a frame is saved with, stable .xlsx
bytes, each file's format name, and corpus.tsv (file, source, dataset, format, shape, rows,
columns, about). Imported by export-heldout.py and export-corpus4.py from this folder."""

from __future__ import annotations

import csv
import re
import zipfile
from pathlib import Path

import h5py
import numpy as np
import pandas as pd


def fixed_xlsx(path: Path):
    """Rewrite an .xlsx with fixed document dates and zip entry times, so that two runs write
    the same bytes (openpyxl stamps the time of writing into docProps/core.xml and the zip)."""
    with zipfile.ZipFile(path) as archive:
        entries = [(info, archive.read(info)) for info in archive.infolist()]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for info, data in entries:
            if info.filename == "docProps/core.xml":
                data = re.sub(rb"(<dcterms:(created|modified)[^>]*>)[^<]*", rb"\g<1>2000-01-01T00:00:00Z", data)
            archive.writestr(zipfile.ZipInfo(info.filename, date_time=(1980, 1, 1, 0, 0, 0)), data,
                             compress_type=zipfile.ZIP_DEFLATED)


def format_of(file: str) -> str:
    lower = file.lower()
    for suffix, name in ((".csv.gz", "csv.gz"), (".csv.zst", "csv.zst"), (".csv", "csv"), (".tsv", "tsv"),
                         (".data", "space"), (".txt", "space"), (".dat", "text"), (".jsonl", "jsonl"),
                         (".json", "json-records"), (".parquet", "parquet"), (".feather", "feather"),
                         (".xlsx", "xlsx"), (".npz", "npz"), (".npy", "npy"), (".h5", "hdf5"),
                         (".nc", "netcdf4-hdf5")):
        if lower.endswith(suffix):
            return name
    return "?"


class CorpusFolder:
    """The folder being written and its manifest rows; an exporter adds how it copies shipped files."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.rows: list[tuple] = []

    def _record(self, file, source, dataset, shape, rows, cols, about):
        self.rows.append((file, source, dataset, format_of(file), shape, rows, cols, about))

    def frame(self, source: str, dataset: str, df: pd.DataFrame, shape: str, about: str):
        """A frame saved with the writer its users reach for."""
        stem = self.folder / f"{source}__{dataset}"
        if shape == "to_csv":
            path = stem.with_suffix(".csv"); df.to_csv(path)
        elif shape == "to_csv.gz":
            path = Path(f"{stem}.csv.gz"); df.to_csv(path, compression={"method": "gzip", "mtime": 0})
        elif shape == "to_csv.zst":
            path = Path(f"{stem}.csv.zst"); df.to_csv(path, compression="zstd")
        elif shape == "tsv":
            path = stem.with_suffix(".tsv"); df.to_csv(path, sep="\t", index=False)
        elif shape == "parquet":
            path = stem.with_suffix(".parquet"); df.to_parquet(path)
        elif shape == "feather":
            path = stem.with_suffix(".feather"); df.reset_index(drop=True).to_feather(path)
        elif shape == "xlsx":
            path = stem.with_suffix(".xlsx"); df.to_excel(path); fixed_xlsx(path)
        elif shape == "jsonl":
            path = stem.with_suffix(".jsonl"); df.to_json(path, orient="records", lines=True)
        elif shape == "records":
            path = stem.with_suffix(".json"); df.to_json(path, orient="records", date_format="iso", indent=1)
        elif shape == "npz":
            path = stem.with_suffix(".npz")
            np.savez(path, **{str(c): df[c].to_numpy() for c in df.columns})
        elif shape == "npy":
            path = stem.with_suffix(".npy"); np.save(path, df.to_records(index=False))
        elif shape == "h5py":
            path = stem.with_suffix(".h5")
            kinds = [(str(name), h5py.string_dtype() if df[name].dtype == object else df[name].dtype)
                     for name in df.columns]
            table = np.empty(len(df), dtype=kinds)
            for name, kind in kinds:
                table[name] = df[name].astype(str).to_numpy(object) if df[name].dtype == object else df[name].to_numpy()
            with h5py.File(path, "w") as f:
                f.create_group(dataset).create_dataset("table", data=table, compression="gzip")
        else:
            raise ValueError(shape)
        self._record(path.name, source, dataset, shape, df.shape[0], df.shape[1], about)

    def write_manifest(self):
        with open(self.folder / "corpus.tsv", "w", newline="") as out:
            writer = csv.writer(out, delimiter="\t", lineterminator="\n")
            writer.writerow(["file", "source", "dataset", "format", "shape", "rows", "columns", "about"])
            writer.writerows(sorted(self.rows))
