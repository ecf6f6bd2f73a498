extension ChartViewCommand {
    /// `chartview --version`.
    public static let version = "0.11.0"

    /// What `chartview --help` says under the window's options: how files are read, the keys, the
    /// render command and examples. The kinds come from `ChartFactory.seriesTypes`.
    static var showDiscussion: String {
        """
        Data files: x is the finest time column (date parts combine), else the first column, else \
        the row index; y every measure (never row numbers, codes or constants; 50x apart: a second \
        axis); a long table of key,date,value splits into a series per key; unsorted numeric x \
        draws points; --explain prints each choice and its evidence; repeated categories fold by --agg (mean). Dates are read \
        in the usual written forms (2024-03-01T14:30Z, 2024/03/01, 01.03.2024, 03/01/2024, Jan 1 \
        2024, epoch s/ms/µs/ns in a column named like a time). --print-spec shows every choice as \
        a spec file that draws the same chart.
        Kinds: \(ChartFactory.seriesTypes.joined(separator: ", ")).
        In the window: drag pans, the wheel zooms (over an axis: that axis), right-drag or \
        Shift+drag zooms to a box, double-click or Home resets, arrows pan, + and - zoom, \
        Alt+Left/Alt+Right/Backspace go through earlier views, C crosshair, Shift+Left/Right step \
        it, M and Ctrl+click measurement cursors, Shift+M removes them, End follows live data, \
        A turns y auto-fit to the visible x on and off (on for time series), ? or F1 lists every \
        key and gesture, Ctrl+S saves a PNG next to the data file (Ctrl+Shift+S an SVG), Ctrl+Q \
        closes. Files of 8 MB or more open at once and fill in as they load.
        Render without a display: chartview render INPUT -o OUT.png (see chartview render --help).
        Examples:
          chartview prices.csv
          chartview stocks.csv --x date --y price --by symbol
          chartview tips.csv --x day --y tip --agg sum
          chartview weather.csv --date-format "%d/%m/%Y" --x-range 2012-01-01..2012-06-30
          chartview data.csv --print-spec > chart.json
          chartview render chart.json -o chart.png --size 1600x1000 --scale 2
          Scripts/monitor.py | chartview - --window 10m
        """
    }
}
