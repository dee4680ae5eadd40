import Foundation
@testable import Terminal
import Views
import XCTest

/// A `TerminalScreen` with no tty: keys come from a pipe the test writes to, output goes to a
/// temporary file the test can measure. The size comes from LINES/COLUMNS, which ncurses reads
/// when the output is not a tty.
final class HeadlessTerminal {
    let screen: TerminalScreen
    let keyWriter: FileHandle
    let outputURL: URL
    private let keyPipe = Pipe()
    private let outputHandle: FileHandle
    private let previousCType: String
    private let previousSize: (lines: String?, columns: String?)

    /// `colors` is explicit because `swift test` runs tests with NO_COLOR=1 in the environment.
    init(term: String = "xterm-256color", rows: Int = 24, columns: Int = 80, signals: Bool = false,
         colors: Bool = true) throws {
        // As the app does before curses: without a UTF-8 LC_CTYPE (xctest runs under "C"),
        // ncursesw reads and writes bytes, not characters. Only LC_CTYPE, and restored on
        // deinit: other test targets share this process.
        previousCType = String(cString: setlocale(LC_CTYPE, nil))
        setlocale(LC_CTYPE, "C.UTF-8")
        previousSize = (getenv("LINES").map { String(cString: $0) }, getenv("COLUMNS").map { String(cString: $0) })
        setenv("LINES", String(rows), 1)
        setenv("COLUMNS", String(columns), 1)
        outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("lista-term-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        outputHandle = try FileHandle(forWritingTo: outputURL)
        keyWriter = keyPipe.fileHandleForWriting
        let options = TerminalOptions(term: term, inputFD: keyPipe.fileHandleForReading.fileDescriptor,
                                      outputFD: outputHandle.fileDescriptor, requireTTY: false,
                                      installSignalHandlers: signals, colors: colors)
        screen = try TerminalScreen(options: options)
    }

    deinit {
        screen.stop()
        setlocale(LC_CTYPE, previousCType)
        for (name, value) in [("LINES", previousSize.lines), ("COLUMNS", previousSize.columns)] {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        try? FileManager.default.removeItem(at: outputURL)
    }

    /// Sends raw bytes as if typed.
    func type(_ text: String) { keyWriter.write(Data(text.utf8)) }

    /// Bytes ncurses has written to the "terminal" so far.
    var bytesWritten: Int {
        (try? FileManager.default.attributesOfItem(atPath: outputURL.path)[.size] as? Int) ?? -1
    }

    /// Everything ncurses has written to the "terminal" so far, as text.
    var output: String {
        String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
    }

    /// Every key available now.
    func readKeys() -> [Key] {
        var keys: [Key] = []
        while let key = screen.readKey() { keys.append(key) }
        return keys
    }
}
