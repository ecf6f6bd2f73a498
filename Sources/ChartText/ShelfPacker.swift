/// Places rectangles in rows ("shelves") inside a fixed-width area whose height may grow.
///
/// Every rectangle keeps at least `padding` empty pixels to every neighbour and to the area's
/// edges, so sampling a glyph with linear filtering never picks up its neighbour.
struct ShelfPacker {
    struct Shelf {
        var y: Int
        var height: Int
        var nextX: Int
    }

    let padding = 1
    private(set) var width: Int
    private(set) var height: Int
    private(set) var shelves: [Shelf] = []
    private var nextShelfY: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        nextShelfY = padding
    }

    /// Whether a `w`×`h` rectangle fits into an empty area of the current size.
    func canEverFit(width w: Int, height h: Int) -> Bool {
        w > 0 && h > 0 && w + 2 * padding <= width && h + 2 * padding <= height
    }

    /// The top-left corner for a new `w`×`h` rectangle, or `nil` when there is no room left.
    mutating func insert(width w: Int, height h: Int) -> (x: Int, y: Int)? {
        guard canEverFit(width: w, height: h) else { return nil }
        // The lowest shelf that is tall enough and has room; a much taller one only if nothing
        // else is possible, so small glyphs do not waste the space of large ones.
        var best: Int?
        for index in shelves.indices
        where shelves[index].height >= h && shelves[index].nextX + w + padding <= width {
            if best.map({ shelves[index].height < shelves[$0].height }) ?? true { best = index }
        }
        let roundedHeight = min((h + 7) / 8 * 8, height - padding - nextShelfY)
        let canOpenShelf = roundedHeight >= h
        if let best, !canOpenShelf || shelves[best].height <= max(roundedHeight, 2 * h) {
            return take(shelf: best, width: w)
        }
        guard canOpenShelf else { return nil }
        shelves.append(Shelf(y: nextShelfY, height: roundedHeight, nextX: padding))
        nextShelfY += roundedHeight + padding
        return take(shelf: shelves.count - 1, width: w)
    }

    /// Makes the area taller; rectangles already placed keep their positions.
    mutating func grow(toHeight newHeight: Int) {
        height = max(height, newHeight)
    }

    /// Forgets every rectangle.
    mutating func removeAll() {
        shelves = []
        nextShelfY = padding
    }

    private mutating func take(shelf index: Int, width w: Int) -> (x: Int, y: Int) {
        let origin = (x: shelves[index].nextX, y: shelves[index].y)
        shelves[index].nextX += w + padding
        return origin
    }
}
