/// Which of day and month comes first in a column whose numbers are all 12 or less, decided by the
/// order of the rows where they tell: dates written down a file in a sequence (a logger's stamps)
/// step alike in both readings within a day, and only the wrong reading jumps where the day
/// changes. `09/01/2016 15:30 … 10/01/2016 22:30` every 10 minutes steps 10 minutes either way,
/// and read month first takes one jump of a month (1 September to 1 October) in the middle; read
/// day first its largest step is the logger's own longest pause.
///
/// Decided only when the two readings' usual (median) steps agree within `medianAgreement` and one
/// reading's largest step is `jumpRatio` times the other's or more. Monthly dates on the 1st
/// (`01/01/2020 … 12/01/2020`) step a month one way and a day the other: their usual steps differ,
/// so nothing is decided (a monthly series and 12 days of January are both real); dates of records
/// in no order jump alike either way.
struct FileOrderReading {
    static let medianAgreement = 2.0
    static let jumpRatio = 20.0
    /// The cells read: enough for any ordered stretch to show, bounded in cost.
    static let cellLimit = 20_000

    let form: DateColumnParser.Form
    /// The largest step over the median step of the reading not taken.
    let jump: Double

    init?<Texts: RandomAccessCollection>(_ texts: Texts, dayFirst: DateColumnParser, monthFirst: DateColumnParser)
    where Texts.Element == String, Texts.Index == Int {
        var daySteps: [Double] = [], monthSteps: [Double] = []
        var previous: (day: Double, month: Double)?
        for text in texts.prefix(Self.cellLimit) where !text.isEmpty {
            guard let day = dayFirst.seconds(from: text), let month = monthFirst.seconds(from: text) else { continue }
            if let previous {
                // Repeated stamps say nothing of the order; both readings repeat them alike.
                if day != previous.day { daySteps.append(abs(day - previous.day)) }
                if month != previous.month { monthSteps.append(abs(month - previous.month)) }
            }
            previous = (day, month)
        }
        // Three steps at least: two dates are as near either way by chance.
        guard daySteps.count >= 3, monthSteps.count >= 3 else { return nil }
        daySteps.sort()
        monthSteps.sort()
        let dayMedian = daySteps[daySteps.count / 2], monthMedian = monthSteps[monthSteps.count / 2]
        let dayLargest = daySteps[daySteps.count - 1], monthLargest = monthSteps[monthSteps.count - 1]
        guard max(dayMedian, monthMedian) <= Self.medianAgreement * min(dayMedian, monthMedian) else { return nil }
        if monthLargest >= Self.jumpRatio * dayLargest {
            form = .dayFirst
            jump = monthLargest / monthMedian
        } else if dayLargest >= Self.jumpRatio * monthLargest {
            form = .monthFirst
            jump = dayLargest / dayMedian
        } else {
            return nil
        }
    }

}
