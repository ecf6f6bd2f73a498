/// A rectangle in device pixels, origin at the top-left (the scene's orientation times its
/// scale): what the moving-frame path reasons about (damage, overlap, strips).
struct PixelBox: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }
    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var area: Double { isEmpty ? 0 : width * height }

    func intersects(_ other: PixelBox) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                           maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
        return box.isEmpty ? .empty : box
    }

    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
                        maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    func offsetBy(x: Double, y: Double) -> PixelBox {
        PixelBox(minX: minX + x, minY: minY + y, maxX: maxX + x, maxY: maxY + y)
    }

    func insetBy(_ amount: Double) -> PixelBox {
        PixelBox(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
    }

    /// Widened outwards to whole pixels.
    var outward: PixelBox {
        PixelBox(minX: minX.rounded(.down), minY: minY.rounded(.down), maxX: maxX.rounded(.up), maxY: maxY.rounded(.up))
    }

    /// The GL scissor box (origin bottom-left) of this box's whole pixels within a target
    /// `height` pixels high and `width` wide; nil when nothing is left.
    func scissor(width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        let box = outward.intersection(PixelBox(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height)))
        guard !box.isEmpty, box.minX.isFinite, box.maxY.isFinite else { return nil }
        return (Int(box.minX), height - Int(box.maxY), Int(box.width), Int(box.height))
    }
}
