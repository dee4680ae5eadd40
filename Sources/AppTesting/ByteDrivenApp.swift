import Features
import Storage
import Views

/// The whole app driven by arbitrary bytes, as the whole-app fuzz target (and the replay of
/// its corpus in the tests) drives it: the bytes become keys as a terminal's would
/// (`KeyDecoder`), the keys go through the real session into the store, every event ends with
/// a frame, and at the end the rows are saved, loaded back, and shown again by a fresh app.
public enum ByteDrivenApp {
    /// The rows every run starts from, read as the app reads a file.
    public static let starter = TodoFile.parse(Array("""
        call mom +family @phone id:s1
        (A) pay rent +home due:2026-12-24 id:s2
        buy 牛乳 😀 +home @shop id:s3
        x 2026-11-30 book flights +trip id:s4

        """.utf8)).file.items

    /// Sizes F11 steps through: the usual one, tiny ones, a large one.
    static let sizes = [
        TerminalSize(rows: 6, columns: 30), TerminalSize(rows: 1, columns: 1), TerminalSize(rows: 3, columns: 10),
        TerminalSize(rows: 60, columns: 200), TerminalSize(rows: 12, columns: 45), TerminalSize(rows: 24, columns: 80),
    ]

    /// Inputs longer than this are cut, so one input stays quick.
    public static let maximumBytes = 4_096

    /// The events `bytes` stand for: the keys a terminal sending them would give, where F11
    /// resizes the screen to the next of a few sizes and F12 lets a second pass (timers, saves).
    /// - Complexity: O(n) in the number of bytes.
    public static func events(from bytes: [UInt8]) -> [HeadlessApp.Event] {
        var nextSize = 0
        return KeyDecoder.decode(Array(bytes.prefix(maximumBytes))).map { key in
            switch key {
            case .function(11):
                defer { nextSize = (nextSize + 1) % sizes.count }
                return .resize(sizes[nextSize])
            case .function(12):
                return .tick
            default:
                return .key(key)
            }
        }
    }

    /// Runs a fresh app on `bytes`; returns what broke (empty when every invariant held after
    /// every event, the save round trip lost nothing, and the reloaded rows show correctly).
    public static func problems(for bytes: [UInt8]) async -> [String] {
        let app = HeadlessApp(rows: starter, lensSliceRows: 2)
        let events = events(from: bytes)
        for (step, event) in events.enumerated() {
            await app.handle(event)
            let found = app.violations()
            if !found.isEmpty { return ["after event \(step + 1) of \(events.count) (\(event)): "] + found }
        }
        if app.store.state.focus != nil { app.store.send(.view(.leaveField)) }
        do {
            let lost = try SaveRoundTrip.problems(app.store.state, label: "bytes")
            if !lost.isEmpty { return lost }
        } catch {
            return ["the save round trip failed: \(error)"]
        }
        let reloaded = HeadlessApp(rows: app.store.state.rows.map(\.item))
        await reloaded.handle(.resize(app.size))
        return reloaded.violations().map { "after reloading the saved rows: \($0)" }
    }
}
