extension M4Bin {
    /// This bin and the next one along x (`later`: every x at or past this bin's) as one bin:
    /// the M4 rows of their rows together, exact, because each extreme of the whole is an
    /// extreme of a part. Ties in y go to the smaller x for the lowest and the larger for the
    /// highest, as PostgreSQL's min/max over (y, x) arrays choose. NaN extremes (ClickHouse's
    /// "none") count as none.
    func merged(with later: M4Bin) -> M4Bin {
        var bin = M4Bin(count: count + later.count, columns: lowest.count)
        bin.first = first ?? later.first
        bin.last = later.last ?? last
        func present(_ p: (x: Double, y: Double)?) -> (x: Double, y: Double)? {
            guard let p, !p.y.isNaN, !p.x.isNaN else { return nil }
            return p
        }
        for i in lowest.indices {
            switch (present(lowest[i]), present(later.lowest[i])) {
            case (let a?, let b?): bin.lowest[i] = b.y < a.y || (b.y == a.y && b.x < a.x) ? b : a
            case (let a, let b): bin.lowest[i] = a ?? b ?? lowest[i]
            }
            switch (present(highest[i]), present(later.highest[i])) {
            case (let a?, let b?): bin.highest[i] = b.y > a.y || (b.y == a.y && b.x > a.x) ? b : a
            case (let a, let b): bin.highest[i] = a ?? b ?? highest[i]
            }
        }
        return bin
    }

    /// Whether two bins hold the same rows' extremes: count, first and last rows, lowest and
    /// highest y per column (and their x unless `ignoringTiedX`; NaN equals NaN).
    public func sameExtremes(as other: M4Bin, ignoringTiedX: Bool = false) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
        func samePoint(_ a: M4Point?, _ b: M4Point?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return same(a.x, b.x) && a.ys.count == b.ys.count && zip(a.ys, b.ys).allSatisfy(same)
        }
        func sameExtreme(_ a: (x: Double, y: Double)?, _ b: (x: Double, y: Double)?) -> Bool {
            let a = a.flatMap { $0.y.isNaN ? nil : $0 }, b = b.flatMap { $0.y.isNaN ? nil : $0 }
            guard let a, let b else { return a == nil && b == nil }
            return same(a.y, b.y) && (ignoringTiedX || same(a.x, b.x))
        }
        return count == other.count && samePoint(first, other.first) && samePoint(last, other.last)
            && lowest.indices.allSatisfy { sameExtreme(lowest[$0], other.lowest[$0]) && sameExtreme(highest[$0], other.highest[$0]) }
    }
}
