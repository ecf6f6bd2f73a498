extension Chart {
    /// Adds an observer that hears every event from now on, after the delegate and the observers
    /// added before it. The chart holds the observer until the returned token is cancelled or
    /// released, so keep the token for as long as the observer should listen.
    public func addObserver(_ observer: ChartObserver) -> ChartObservation {
        nextObserverID += 1
        observers.append((nextObserverID, observer))
        return ChartObservation(chart: self, id: nextObserverID)
    }

    func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Tells the delegate, then every observer. Observers added or removed while it runs take
    /// effect for the next event.
    func notifyObservers(_ event: (ChartObserver) -> Void) {
        if let delegate { event(delegate) }
        for (_, observer) in observers { event(observer) }
    }
}
