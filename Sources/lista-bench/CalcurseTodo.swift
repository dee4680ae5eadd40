import Storage

/// The generated rows as calcurse's todo file (`[priority] text` a line): priorities A/B/C
/// become 1/2/3, no priority 0; done rows are written as calcurse writes completed ones, with
/// the priority negated (so a done row without one reads as priority 9, negated).
enum CalcurseTodo {
    static func bytes(rows: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows * 60)
        for item in TodoLines.items(count: rows) {
            var priority = item.priority.map { Int($0.asciiValue ?? 65) - 64 } ?? 0
            if item.done { priority = -(priority == 0 ? 9 : priority) }
            bytes += "[\(priority)] \(item.text)\n".utf8
        }
        return bytes
    }
}
