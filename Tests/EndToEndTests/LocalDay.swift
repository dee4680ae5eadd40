import Foundation

/// Days as the binary under test writes them: YYYY-MM-DD in the local time zone.
enum LocalDay {
    /// Today moved by `offset` days.
    static func string(_ offset: Int) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date().addingTimeInterval(Double(offset) * 86_400))
    }
}
