/// Reading Lista's screen as text: the rows listed, the selected row, the header.
enum ScreenText {
    /// The row texts the list shows (lines after the header, "› [ ] text" / "  [x] text").
    static func listedRows(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").dropFirst().compactMap { line -> String? in
            let chars = Array(line)
            guard chars.count > 6, chars[2] == "[", chars[4] == "]" else { return nil }
            return String(chars[6...]).trimmingCharacters(in: .whitespaces)
        }
    }

    static func selectedRow(_ screen: String) -> String? {
        screen.components(separatedBy: "\n").dropFirst()
            .first { $0.hasPrefix("› [") }
            .map { String($0.dropFirst(6)).trimmingCharacters(in: .whitespaces) }
    }

    static func header(_ screen: String) -> String {
        screen.components(separatedBy: "\n").first ?? ""
    }
}
