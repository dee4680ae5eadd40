import Core
import XCTest

/// Turns Core's issues into XCTest failures at the line they name.
public enum TestIssueReporter {
    /// Installs the reporter; idempotent. Test stores install it themselves; tests that use a
    /// plain `Store` call it in `setUp`.
    public static func install() {
        IssueReporting.setDefaultReporter { issue in
            XCTFail(issue.message, file: issue.filePath, line: issue.line)
        }
    }
}
