extension InputEvent {
    /// Counts consecutive presses of one button into single, double and triple clicks.
    ///
    /// A press continues the series when it comes within `interval` seconds and `distance`
    /// points of the previous press of the same button; anything else starts a new series at 1.
    public struct ClickCounter: Sendable {
        /// Default: 0.4 s.
        public var interval: Double
        /// Default: 4 pt.
        public var distance: Double

        private var last: (button: Button, position: Point, time: Double, count: Int)?

        public init(interval: Double = 0.4, distance: Double = 4) {
            self.interval = interval
            self.distance = distance
        }

        /// Records a press and returns its click count (1, 2, 3, …).
        public mutating func press(_ button: Button, at position: Point, time: Double) -> Int {
            var count = 1
            if let last, last.button == button {
                let dt = time - last.time
                let dx = position.x - last.position.x, dy = position.y - last.position.y
                // Written so that NaN times or positions never continue a series.
                if dt >= 0, dt <= interval, (dx * dx + dy * dy) <= distance * distance {
                    count = last.count &+ 1
                }
            }
            last = (button, position, time, count)
            return count
        }

        /// Forgets the previous press, so the next one counts as 1 (after the pointer leaves).
        public mutating func reset() {
            last = nil
        }
    }
}
