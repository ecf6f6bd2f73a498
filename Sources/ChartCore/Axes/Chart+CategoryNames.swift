extension Chart {
    /// Names the positions of every category axis left without names of its own after the
    /// datasource's text values (typed data: `ArrayDataSource.add(_:_:x:y:)`), so a `String`
    /// x is labelled by its name with no list kept by hand. Axes the user named keep their names.
    func loadCategoryNames(from source: ChartDataSource?) {
        for dimension in PlotDimension.allCases {
            guard let names = source?.chart(self, categoryNamesFor: dimension), !names.isEmpty else { continue }
            for case let axis as CategoryAxis in (dimension == .x ? xAxes : yAxes)
            where axis.categories.isEmpty || axis.categoriesCameFromData {
                axis.categories = names
                axis.categoriesCameFromData = true
            }
        }
    }
}
