/// Counts as people read them on screen: 1,000,000 rather than 1000000.
public enum CountText {
    /// `count` with a comma between each group of three digits. O(digits).
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return count < 0 ? "-" + result : result
    }
}
