/// Which of day and month comes first in a column whose numbers are all 12 or less, decided by the
/// order of the rows where they tell: dates written down a file in a sequence (a logger's stamps)
/// step alike in both readings within a day, and only the wrong reading jumps where the day
/// changes. `09/01/2016 15:30 … 10/01/2016 22:30` every 10 minutes steps 10 minutes either way,
/// and read month first takes one jump of a month (1 September to 1 October) in the middle; read
/// day first its largest step is the logger's own longest pause.
///
/// Decided when the two readings' usual (median) steps agree within `medianAgreement` and one
/// reading's largest step is `jumpRatio` times the other's or more; or, where the usual steps
/// differ, when one reading steps evenly throughout (its largest step at most `evenStep` times its
/// usual one) and the other jumps `jumpRatio` times its usual step or more. Monthly dates on the 1st
/// over several years (`01/01/1991 … 01/12/1991, 01/01/1992 …`) step a month read day first, and
/// read month first run through the 1st to the 12th of January and jump to the next year: the even
/// reading wins. Within one year (`01/01/2020 … 12/01/2020`) both readings step evenly (a month or a
/// day), so nothing is decided (a monthly series and 12 days of January are both real); dates of
/// records in no order jump alike either way.
struct FileOrderReading {
    static let medianAgreement = 2.0
    static let jumpRatio = 20.0
    /// The most a reading's largest step may be over its usual one to count as even: a month of 31
    /// days over one of 30, a quarter of 92 over 91, a leap year's day.
    static let evenStep = 1.5
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
        guard max(dayMedian, monthMedian) <= Self.medianAgreement * min(dayMedian, monthMedian) else {
            // Usual steps of different sizes: only one reading stepping evenly beside one that jumps decides.
            if dayLargest <= Self.evenStep * dayMedian, monthLargest >= Self.jumpRatio * monthMedian {
                (form, jump) = (.dayFirst, monthLargest / monthMedian)
            } else if monthLargest <= Self.evenStep * monthMedian, dayLargest >= Self.jumpRatio * dayMedian {
                (form, jump) = (.monthFirst, dayLargest / dayMedian)
            } else {
                return nil
            }
            return
        }
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
