import Glibc

/// A problem the architecture noticed at run time: a misuse that must not crash the app but
/// must fail a test (an action for a missing row, a live dependency used in a test, ...).
public struct Issue: Sendable, CustomStringConvertible {
    public let message: String
    public let fileID: String
    public let filePath: StaticString
    public let line: UInt

    public var description: String { "\(fileID):\(line): \(message)" }
}

/// Where issues go. Tests capture them with ``withIssueCapture(_:)``; test support installs a
/// reporter that fails the running test; the app's default writes them to standard error (the
/// terminal app redirects that to its log).
public enum IssueReporting {
    @TaskLocal static var capture: IssueSink?

    static let fallback = Locked<@Sendable (Issue) -> Void>({ issue in
        let line = Array("lista: \(issue)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    })

    /// Replaces the process-wide reporter (e.g. with one that calls XCTFail).
    public static func setDefaultReporter(_ reporter: @escaping @Sendable (Issue) -> Void) {
        fallback.withLock { $0 = reporter }
    }

    static func report(_ issue: Issue) {
        if let sink = capture {
            sink.append(issue)
        } else {
            let reporter = fallback.withLock { $0 }
            reporter(issue)
        }
    }
}

/// Collects issues reported while a capture is active.
final class IssueSink: Sendable {
    private let issues = Locked<[Issue]>([])
    func append(_ issue: Issue) { issues.withLock { $0.append(issue) } }
    var all: [Issue] { issues.withLock { $0 } }
}

/// Reports an issue: a test failure under test, a log line in the app.
public func reportIssue(
    _ message: @autoclosure () -> String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line
) {
    IssueReporting.report(Issue(message: message(), fileID: "\(fileID)", filePath: filePath, line: line))
}

/// Runs `body`, returning the issues it reported (including from effects it started) instead
/// of letting them fail the test. Used to test failure paths and their messages.
public func withIssueCapture<R>(_ body: () async throws -> R) async rethrows -> (result: R, issues: [Issue]) {
    let sink = IssueSink()
    let result = try await IssueReporting.$capture.withValue(sink) { try await body() }
    return (result, sink.all)
}

/// Synchronous form of ``withIssueCapture(_:)``.
public func withIssueCapture<R>(_ body: () throws -> R) rethrows -> (result: R, issues: [Issue]) {
    let sink = IssueSink()
    let result = try IssueReporting.$capture.withValue(sink) { try body() }
    return (result, sink.all)
}
