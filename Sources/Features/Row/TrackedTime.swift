import Storage

/// Tracked time as people read it: "1:02:03", "2:05", "0:00".
public enum TrackedTime {
    /// `seconds` as hours:minutes:seconds, or minutes:seconds under an hour. O(1).
    public static func text(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds / 60 % 60, rest = seconds % 60
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// What follows the time of a running timer: when it started, as the file says (a timer
    /// started before a restart or in pter does not tick here until it stops). O(1).
    public static func runningSince(_ start: TrackingStart?) -> String {
        guard let start else { return " (running)" }
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return " (running since \(start.date) \(two(start.hour)):\(two(start.minute)))"
    }
}
