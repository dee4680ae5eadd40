/// Asks the presentation that shows the current feature to dismiss it.
///
/// Call it from an effect of the presented child (`.run { _ in dismiss() }`). The presentation
/// reducer gives each run of its child's effects a `dismiss` bound to that run's own `Send`, so
/// the call arrives as `.dismiss` on the parent's slot, whether the value was read during the
/// reduce (captured into the effect) or inside the effect. Elsewhere it reports an issue. Tests
/// of a child alone may override it with a closure.
///
/// The binding travels in the run's `DependencyValues`, never in a task-local of its own: the
/// optimizer's specialization of `TaskLocal.withValue` for a closure-typed value asked the
/// runtime for the metadata of a lowered function type it cannot build, and the release build
/// crashed in `swift_task_localValuePush` (see `PresentationReducer`).
public struct DismissEffect: Sendable {
    let send: (@Sendable () -> Void)?

    /// A dismiss that calls `send`; without one, it defers to the dismiss bound for the run
    /// that calls it.
    public init(_ send: (@Sendable () -> Void)? = nil) {
        self.send = send
    }

    /// Sends the parent's dismiss action (it arrives as `.dismiss` on the parent's slot).
    public func callAsFunction(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line) {
        if let send {
            send()
        } else if let bound = DependencyValues.current[DismissKey.self].send {
            bound()
        } else {
            reportIssue("dismiss() was called from a feature that is not presented", fileID: fileID, filePath: filePath, line: line)
        }
    }
}
