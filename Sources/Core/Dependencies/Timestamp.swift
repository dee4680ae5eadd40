import Glibc

/// A moment in time, as seconds since 1970-01-01 00:00 UTC: what the `now` dependency gives.
/// (The app's own type, so the app need not load Foundation: a day's date is
/// `TodoDate(localDayAt:)`, in Storage.)
public struct Timestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var secondsSince1970: Double

    public init(secondsSince1970: Double) {
        self.secondsSince1970 = secondsSince1970
    }

    /// The system's real-time clock now.
    public static func now() -> Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(secondsSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }

    /// `seconds` later (earlier when negative).
    public func adding(seconds: Double) -> Timestamp {
        Timestamp(secondsSince1970: secondsSince1970 + seconds)
    }

    /// Seconds from `earlier` to this moment (negative when `earlier` is later).
    public func seconds(since earlier: Timestamp) -> Double {
        secondsSince1970 - earlier.secondsSince1970
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }

    public var description: String { "Timestamp(\(secondsSince1970))" }
}
