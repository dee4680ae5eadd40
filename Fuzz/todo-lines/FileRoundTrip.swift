import Storage

/// What loading promises for a whole file: no line is lost, an untouched file saves back
/// byte-for-byte (ids Lista knows rows by are never written), and a saved file reloads as the
/// same rows, known by the same ids, and saves back as itself.
enum FileRoundTrip {
    /// Checks `bytes` and returns the file as loaded.
    static func check(_ bytes: [UInt8]) -> TodoFile {
        let loaded = TodoFile.parse(bytes)
        let file = loaded.file
        invariant(file.items.count + file.preservedLineCount == lineCount(bytes),
                  "every line is a row or a kept line: \(file.items.count) rows + \(file.preservedLineCount) kept, \(lineCount(bytes)) lines")
        let saved = file.bytes()
        if endingsAgree(bytes, file.lineEnding) {
            invariant(saved == bytes, "an untouched file saves back byte-for-byte: \(shown(bytes)) saved as \(shown(saved))")
        }

        let reloaded = TodoFile.parse(saved)
        invariant(reloaded.warnings == loaded.warnings,
                  "a saved file reads with the same notes: \(shown(saved)) got \(reloaded.warnings), not \(loaded.warnings)")
        invariant(reloaded.file.items.map(ItemFields.init) == file.items.map(ItemFields.init),
                  "a saved file reads back as the same rows: \(shown(saved))\n  loaded \(file.items.map(ItemFields.init))\n  reread \(reloaded.file.items.map(ItemFields.init))")
        invariant(reloaded.file.preservedLineCount == file.preservedLineCount,
                  "a saved file keeps its other lines: \(shown(saved))")
        let resaved = reloaded.file.bytes()
        invariant(resaved == saved, "a saved file saves back as itself: \(shown(saved)) then \(shown(resaved))")
        return file
    }

    /// Lines as the loader splits them: on LF, plus an unterminated last line.
    private static func lineCount(_ bytes: [UInt8]) -> Int {
        let breaks = bytes.count { $0 == UInt8(ascii: "\n") }
        return breaks + (bytes.last.map { $0 != UInt8(ascii: "\n") ? 1 : 0 } ?? 0)
    }

    /// Whether every line ends the way the file's first line does (a CRLF file that mixes in
    /// bare LF endings is saved with CRLF throughout, by design).
    private static func endingsAgree(_ bytes: [UInt8], _ ending: LineEnding) -> Bool {
        guard ending == .crlf else { return true }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            if index == 0 || bytes[index - 1] != UInt8(ascii: "\r") { return false }
        }
        return true
    }
}
