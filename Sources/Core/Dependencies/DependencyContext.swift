/// Whether dependencies resolve to their live or their test values.
public enum DependencyContext: Sendable {
    case live
    case test

    /// `.test` inside an XCTest bundle, `.live` otherwise.
    public static let current: DependencyContext = runsInsideXCTest(CommandLine.arguments.first ?? "") ? .test : .live

    /// Whether the program at `path` is an XCTest bundle's runner: its path holds `.xctest`.
    /// Searched byte by byte: `String.contains` brings in the string-processing library's
    /// matcher, which cost 165 k instructions before the app's first frame.
    static func runsInsideXCTest(_ path: String) -> Bool {
        let marker = Array(".xctest".utf8)
        let bytes = Array(path.utf8)
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { start in
            bytes[start..<(start + marker.count)].elementsEqual(marker)
        }
    }
}
